import { VALIDATION_TEXTS } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { creditsDecider } from '../credits/credits.decider';
import { decidedTask } from './decided-task';

/** A passed marketplace submission pays the mission's reward into the operator's account, once. */
@Injectable()
@AsReactor()
export class ValidationPaymentReactor implements Reactor<'Decided'> {
  readonly name = 'validation-payment';
  readonly handles = new Set(['Decided'] as const);
  readonly startFrom = 'beginning';

  async react(event: ReactorEvent<'Decided'>, streams: Decision): Promise<void> {
    if (event.data.decision !== 'pass') return;
    const task = await decidedTask(streams, event);
    if (task.source !== 'mission') return;
    await streams.decide(STREAMS.operator(task.operator_id), creditsDecider, {
      kind: 'Award',
      award: {
        operator_id: task.operator_id,
        assignment_id: task.assignment_id,
        amount: task.reward_amount,
        reason: VALIDATION_TEXTS.creditsReason(task.title),
      },
    });
  }
}
