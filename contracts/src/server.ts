/**
 * The server-only entry: the event catalogue with its decoder, the read-model documents and
 * collections, and the stream names. The web app must never import it (lint and the web build
 * refuse it); the browser-safe rest is `@morphic/contracts`.
 */
export * from './events';
export * from './streams';
export * from './identity/events';
export * from './identity/read-models';
export * from './admin/events';
export * from './admin/read-models';
export * from './admin/algorithms-events';
export * from './admin/algorithms-read-models';
export * from './companies/events';
export * from './companies/read-models';
export * from './companies/reputation-read-models';
export * from './companies/jira-events';
export * from './companies/jira-read-models';
export * from './companies/task-jira-read-models';
export * from './missions/events';
export * from './missions/admin-events';
export * from './missions/assignment-events';
export * from './missions/assignment-read-models';
export * from './missions/read-models';
export * from './operators/events';
export * from './operators/admin-events';
export * from './operators/read-models';
export * from './messaging/events';
export * from './messaging/read-models';
export * from './security/events';
export * from './security/read-models';
export * from './security/messages';
export * from './identity/sign-up-events';
export * from './identity/sign-in-events';
export * from './identity/sign-in-read-models';
export * from './validation/read-models';
export * from './operators/onboarding-events';
export * from './operators/onboarding-bank-events';
export * from './operators/skill-admin-events';
export * from './operators/removal-events';
export * from './messaging/thread-events';
export * from './operators/onboarding-read-models';
export * from './messaging/thread-read-models';
export * from './decode-event';
export * from './audit/read-models';
