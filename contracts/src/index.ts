/**
 * The browser-safe entry: API bodies and their schemas, the endpoint definitions, the realtime
 * message map, the spec's texts and limits, and the values they share. What only servers need
 * (the event catalogue and its decoder, read-model documents, stream names) is in
 * `@morphic/contracts/server`.
 */
export * from './envelope';
export * from './realtime';
export * from './spec/constants';
export * from './spec/messages';
export * from './spec/http-texts';
export * from './spec/endpoints';
export * from './http/define-endpoint';
export * from './http/event-position';
export * from './endpoints';
export * from './identity/endpoints';
export * from './operators/endpoints';
export * from './companies/endpoints';
export * from './missions/endpoints';
export * from './validation/endpoints';
export * from './messaging/endpoints';
export * from './admin/endpoints';
export * from './platform/endpoints';
export * from './platform/api';
export * from './identity/values';
export * from './identity/api';
export * from './identity/roles';
export * from './admin/api';
export * from './messaging/api';
export * from './messaging/send-notification';
export * from './identity/impersonation';
export * from './admin/operators-api';
export * from './spec/notifications-texts';
export * from './spec/impersonation-texts';
export * from './spec/marketing-texts';
export * from './spec/sign-up-texts';
export * from './files/stored-file';
export * from './identity/password-strength';
export * from './identity/username-generator';
export * from './identity/verification-code';
export * from './identity/cv-file-kind';
export * from './identity/registration-rules';
export * from './identity/sign-up-api';
export * from './platform/outbox-api';
export * from './spec/sign-in-texts';
export * from './spec/account-screens-texts';
export * from './operators/skill-catalog';
export * from './operators/character-report';
export * from './operators/profile-api';
export * from './identity/sign-in-api';
export * from './spec/marketplace-texts';
export * from './spec/assignment-texts';
export * from './missions/marketplace-api';
export * from './missions/assignment-api';
export * from './spec/validation-texts';
export * from './validation/api';
export * from './validation/score';
export * from './spec/onboarding-texts';
export * from './operators/onboarding-api';
export * from './messaging/thread-api';
export * from './spec/internal-messages-texts';
export * from './missions/quality-score';
export * from './spec/loop-notification-texts';
export * from './missions/format-reward';
export * from './companies/values';
export * from './messaging/values';
export * from './missions/values';
export * from './validation/values';
