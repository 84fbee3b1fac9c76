import { STREAMS } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Decision } from '#infrastructure/commands/decision';
import { createOpenAssignmentsIn } from './onboarding-assignments';
import type { OnboardingRetries } from '../../missions/assignment/onboarding-retries.port';
import { OnboardingBankReader, type LoadedBank } from './onboarding-bank';
import { skillKey } from './onboarding-state';
import { onboardingDecider } from './onboarding.decider';

/**
 * An operator's retry of a failed onboarding task, in the caller's decision (spec 02 section 4:
 * a new task from the bank, not the failed one reopened). The skill's open task stands, else its
 * next bank task is assigned with its assignment in the same append. Returns the id of the
 * assignment to work on.
 */
export async function retryOnboardingTaskIn(
  streams: Decision,
  operatorId: string,
  skill: string,
  bank: LoadedBank,
): Promise<string> {
  const { state } = await streams.decide(STREAMS.onboarding(operatorId), onboardingDecider, {
    kind: 'Retry',
    operatorId,
    skill,
    bank: bank.bank,
    newAssignmentId: randomUUID,
  });
  await createOpenAssignmentsIn(streams, operatorId, state, () => Promise.resolve(bank));
  const open = state.skills[skillKey(skill)]?.attempts.find(
    (attempt) => attempt.outcome === 'pending',
  );
  // The decider refuses a retry that leaves the skill without an open task.
  if (!open) throw new Error(`Onboarding retry left ${skill} without an open task`);
  return open.assignmentId;
}

/** Onboarding's side of a retry (the missions context's port), with the bank as it stands. */
@Injectable()
export class OnboardingRetriesFromBank implements OnboardingRetries {
  constructor(private readonly bank: OnboardingBankReader) {}

  async retryIn(streams: Decision, operatorId: string, skill: string): Promise<string> {
    return retryOnboardingTaskIn(streams, operatorId, skill, await this.bank.load());
  }
}
