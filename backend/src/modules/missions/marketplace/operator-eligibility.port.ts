import type { EventData } from '@morphic/contracts/server';
import type { Decision } from '#infrastructure/commands/decision';

/**
 * Whether an operator may take a mission, as the operators context decides it from the
 * operator's own streams, read inside the take's decision. Missions defines the port and
 * operators implements it, so missions never imports operators (docs/architecture.md).
 */
export interface OperatorEligibility {
  /**
   * Throws the refusal: 404 for an account that does not exist (or was deleted), 409 while it is
   * suspended, 403 when the mission is vetted-only and the operator is not vetted, or when an
   * admin blocked one of the mission's required skills.
   */
  assertMayTake(
    streams: Decision,
    operatorId: string,
    mission: EventData<'MissionPosted'>,
  ): Promise<void>;
}

export const OPERATOR_ELIGIBILITY = Symbol('OperatorEligibility');
