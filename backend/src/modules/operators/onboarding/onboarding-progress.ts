import { STREAMS } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AggregateRepository } from '../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { OnboardingAssignments } from './onboarding-assignments';
import { OnboardingBankReader } from './onboarding-bank';
import { onboardingDecider } from './onboarding.decider';

/**
 * What a validation decision on an onboarding assignment does to the operator's onboarding:
 * a pass passes the skill (and may complete onboarding), a fail gives the skill its next task
 * or blocks it when none is left. The validation module calls it after appending `Decided`;
 * calling it again for the same assignment changes nothing.
 */
@Injectable()
export class OnboardingProgress {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly bank: OnboardingBankReader,
    private readonly assignments: OnboardingAssignments,
  ) {}

  async afterDecision(
    input: {
      operatorId: string;
      assignmentId: string;
      skill: string | null;
      decision: 'pass' | 'fail' | 'needs_review';
    },
    context: CommandContext,
  ): Promise<void> {
    if (input.decision === 'needs_review') return;
    const loaded = await this.bank.load();
    const outcome = await this.aggregates.execute(
      STREAMS.onboarding(input.operatorId),
      onboardingDecider,
      {
        kind: 'RecordDecision',
        operatorId: input.operatorId,
        assignmentId: input.assignmentId,
        decision: input.decision,
        bank: loaded.bank,
        newAssignmentId: randomUUID,
      },
      context,
    );
    await this.assignments.ensureCreated(
      input.operatorId,
      outcome.state,
      () => Promise.resolve(loaded),
      context,
    );
  }
}
