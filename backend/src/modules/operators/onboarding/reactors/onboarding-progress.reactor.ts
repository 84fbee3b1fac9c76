import { STREAMS } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import { uuidFromKey } from '#infrastructure/ids/uuid-from-key';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { decidedTask } from '../../../validation/reactors/decided-task';
import { createOpenAssignmentsIn } from '../onboarding-assignments';
import { OnboardingBankReader } from '../onboarding-bank';
import { onboardingDecider } from '../onboarding.decider';

/**
 * What a decision on an onboarding submission does to the operator's onboarding: a pass passes
 * the skill (and may complete onboarding), a fail gives the skill its next bank task, whose
 * assignment is created in the same append, or blocks the skill when none is left.
 */
@Injectable()
@AsReactor()
export class OnboardingProgressReactor implements Reactor<'Decided'> {
  readonly name = 'onboarding-progress';
  readonly handles = new Set(['Decided'] as const);
  readonly startFrom = 'beginning';

  constructor(private readonly bank: OnboardingBankReader) {}

  async react(event: ReactorEvent<'Decided'>, streams: Decision): Promise<void> {
    const { decision, assignment_id: assignmentId } = event.data;
    if (decision === 'needs_review') return;
    const task = await decidedTask(streams, event);
    if (task.source !== 'onboarding') return;
    const loaded = await this.bank.load();
    let next = 0;
    const { state } = await streams.decide(
      STREAMS.onboarding(task.operator_id),
      onboardingDecider,
      {
        kind: 'RecordDecision',
        operatorId: task.operator_id,
        assignmentId,
        decision,
        bank: loaded.bank,
        // The next task's assignment is named after the decision, like everything a reactor adds.
        newAssignmentId: () => uuidFromKey(`${event.id}/onboarding-task/${String((next += 1))}`),
      },
    );
    await createOpenAssignmentsIn(streams, task.operator_id, state, () => Promise.resolve(loaded));
  }
}
