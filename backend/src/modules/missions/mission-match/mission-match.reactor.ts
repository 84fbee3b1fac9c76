import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { READ_STORE } from '#infrastructure/tokens';
import { sendNotificationIn } from '../../messaging/notifications/send-notification-in';
import {
  missionMatchNotification,
  missionMatchRecipients,
  type MatchCandidate,
} from './mission-match-notification';

/**
 * Tells onboarded operators about each new mission that matches their skills, whoever posted
 * it (the marketplace, a company, the demo seed), in one append per mission. It starts at the
 * head the first time it runs: history is never announced. Each notification's id follows from
 * the mission and the operator, so a mission handled twice sends nothing more.
 */
@Injectable()
@AsReactor()
export class MissionMatchReactor implements Reactor<'MissionPosted'> {
  readonly name = 'mission-match';
  readonly handles = new Set(['MissionPosted'] as const);
  readonly startFrom = 'head';

  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async react(event: ReactorEvent<'MissionPosted'>, streams: Decision): Promise<void> {
    const mission = event.data;
    const posters = new Set(
      [mission.owner_operator_id, event.metadata.actorId].filter((id): id is string => !!id),
    );
    for (const recipientId of missionMatchRecipients(mission, await this.candidates(), posters)) {
      await sendNotificationIn(streams, missionMatchNotification(mission, recipientId));
    }
  }

  /** Onboarded operators who are not suspended, with their reports: one read per mission. */
  private candidates(): Promise<MatchCandidate[]> {
    return this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .find(
        { type: 'operator', onboarding_completed: true, status: { $ne: 'suspended' } },
        { sort: { created_at: 1 }, projection: { _id: 1, character_report_data: 1 } },
      );
  }
}
