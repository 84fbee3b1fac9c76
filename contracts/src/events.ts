import { z } from 'zod';
import { adminEvents } from './admin/events';
import { companyEvents } from './companies/events';
import { identityEvents } from './identity/events';
import { messagingEvents } from './messaging/events';
import { assignmentEvents } from './missions/assignment-events';
import { missionEvents } from './missions/events';
import { operatorEvents } from './operators/events';
import { onboardingEvents } from './operators/onboarding-events';
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
  ...missionEvents,
  ...assignmentEvents,
  ...operatorEvents,
  ...messagingEvents,
  ...adminEvents,
  ...securityEvents,
  ...signInEvents,
  ...signUpEvents,
  ...onboardingEvents,
  ...threadEvents,
]);
export type DomainEvent = z.infer<typeof DomainEventSchema>;
export type EventType = DomainEvent['type'];
export type EventOfType<T extends EventType> = Extract<DomainEvent, { type: T }>;
export type EventData<T extends EventType> = EventOfType<T>['data'];

export const EVENT_TYPES = DomainEventSchema.options.map(
  (option) => option.shape.type.value,
) as readonly EventType[];
