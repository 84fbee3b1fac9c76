import { NOTIFICATIONS_COLLECTION, STREAMS, type NotificationDoc } from '@morphic/contracts/server';
import type { NotificationTask } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { READ_STORE } from '#infrastructure/tokens';
import { notificationDecider } from '../notification.decider';

type TaskDoneEvent = 'CharacterReportSubmitted' | 'OnboardingBypassed';

/** The events that do what a notification asks, and the task each does for its operator. */
const TASK_DONE_BY: Readonly<Record<TaskDoneEvent, NotificationTask>> = {
  CharacterReportSubmitted: 'character_report',
  // An admin's bypass marks the character report completed too (spec 03).
  OnboardingBypassed: 'character_report',
};

/**
 * Resolves the notifications that asked for something once it is done, by the event that did
 * it: a submitted character report, or an onboarding an admin bypassed, resolves "Complete
 * your character report", so the banner stops asking, also after signing in again.
 */
@Injectable()
@AsReactor()
export class NotificationResolutionReactor implements Reactor<TaskDoneEvent> {
  readonly name = 'notification-resolution';
  readonly handles = new Set(Object.keys(TASK_DONE_BY) as TaskDoneEvent[]);
  readonly startFrom = 'beginning';

  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async react(event: ReactorEvent<TaskDoneEvent>, streams: Decision): Promise<void> {
    const task = TASK_DONE_BY[event.type];
    const recipientId = event.data.operator_id;
    const asking = await this.store
      .collection<NotificationDoc>(NOTIFICATIONS_COLLECTION)
      .find(
        { recipient_id: recipientId, task, resolved_at: null, deleted_at: null },
        { projection: { _id: 1, created_at: 1 } },
      );
    // Only what was asked before the task was done: the read models may already hold a later
    // request for it (when this reactor replays the log from the beginning).
    const askedBefore = asking.filter(
      (notification) => notification.created_at <= event.metadata.at,
    );
    for (const { _id } of askedBefore) {
      await streams.decide(STREAMS.notification(_id), notificationDecider, { kind: 'Resolve' });
    }
  }
}
