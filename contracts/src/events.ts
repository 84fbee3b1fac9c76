import { z } from 'zod';
import { adminEvents } from './admin/events';
import { algorithmEvents } from './admin/algorithms-events';
import { companyEvents } from './companies/events';
import { jiraEvents } from './companies/jira-events';
import { identityEvents } from './identity/events';
import { messagingEvents } from './messaging/events';
import { assignmentEvents } from './missions/assignment-events';
import { missionEvents } from './missions/events';
import { missionAdminEvents } from './missions/admin-events';
import { operatorEvents } from './operators/events';
import { operatorAdminEvents } from './operators/admin-events';
import { onboardingEvents } from './operators/onboarding-events';
import { onboardingBankEvents } from './operators/onboarding-bank-events';
import { skillAdminEvents } from './operators/skill-admin-events';
import { operatorRemovalEvents } from './operators/removal-events';
import { threadEvents } from './messaging/thread-events';
import { securityEvents } from './security/events';
import { signInEvents } from './identity/sign-in-events';
import { signUpEvents } from './identity/sign-up-events';

/**
 * The event catalogue. An event schema never changes incompatibly: add optional fields, or
 * add `<Name>V2` with an upcaster.
 */
export const DomainEventSchema = z.discriminatedUnion('type', [
  ...identityEvents,
  ...companyEvents,
  ...jiraEvents,
  ...missionEvents,
  ...missionAdminEvents,
  ...assignmentEvents,
  ...operatorEvents,
  ...messagingEvents,
  ...adminEvents,
  ...algorithmEvents,
  ...securityEvents,
  ...signInEvents,
  ...signUpEvents,
  ...onboardingEvents,
  ...onboardingBankEvents,
  ...skillAdminEvents,
  ...operatorRemovalEvents,
  ...threadEvents,
  ...operatorAdminEvents,
]);
export type DomainEvent = z.infer<typeof DomainEventSchema>;
export type EventType = DomainEvent['type'];
export type EventOfType<T extends EventType> = Extract<DomainEvent, { type: T }>;
export type EventData<T extends EventType> = EventOfType<T>['data'];

export const EVENT_TYPES = DomainEventSchema.options.map(
  (option) => option.shape.type.value,
) as readonly EventType[];
