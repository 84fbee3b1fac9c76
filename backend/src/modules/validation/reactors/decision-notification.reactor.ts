import { Injectable } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { sendNotificationIn } from '../../messaging/notifications/send-notification-in';
import { decisionNotification } from '../decision-notification';
import { decidedTask } from './decided-task';

/** Tells the operator the decision on their submission: one notification per validation entry. */
@Injectable()
@AsReactor()
export class DecisionNotificationReactor implements Reactor<'Decided'> {
  readonly name = 'decision-notification';
  readonly handles = new Set(['Decided'] as const);
  readonly startFrom = 'beginning';

  async react(event: ReactorEvent<'Decided'>, streams: Decision): Promise<void> {
    const { entry_id: entryId, decision, score } = event.data;
    const task = await decidedTask(streams, event);
    await sendNotificationIn(streams, decisionNotification({ entryId, task, decision, score }));
  }
}
