import type { Decision } from '#infrastructure/commands/decision';

/**
 * A failed onboarding assignment is retried by onboarding's rules (the skill's open or next
 * bank task), decided in the retry's own decision. Missions defines the port and operators
 * implements it, so missions never imports onboarding (docs/architecture.md).
 */
export interface OnboardingRetries {
  /** The id of the assignment the operator works on now for that skill. */
  retryIn(streams: Decision, operatorId: string, skill: string): Promise<string>;
}

export const ONBOARDING_RETRIES = Symbol('OnboardingRetries');
