import { ACCOUNTS_COLLECTION, type AccountDoc, decodeEvent } from '@morphic/contracts/server';
import {
  comparePositions,
  type EventStore,
  type LogPosition,
  type ReadStore,
} from '@morphic/stores';
import { ProjectionNotifier, type ProjectedEvent } from '@morphic/projections';

import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  systemContext,
  type CommandContext,
} from '../../../infrastructure/commands/command-context';
import { ProjectionsService } from '../../../infrastructure/projections/projections.service';
import { ReactorCheckpoints } from '../../../infrastructure/reactors/reactor-checkpoints';
import { EVENT_STORE, READ_STORE } from '../../../infrastructure/tokens';
import { sendNotificationOnce } from '../../messaging/notifications/commands/send-notification-once';
import {
  missionMatchNotification,
  missionMatchRecipients,
  type MatchCandidate,
} from './mission-match-notification';

const REACTOR = 'mission-match';
const CATCH_UP_BATCH = 500;

/**
 * Tells onboarded operators about each new mission that matches their skills, whoever posted
 * it (the marketplace, a company, the demo seed).
 *
 * It follows the events the projections apply live, one at a time in log order, and saves how
 * far it got in the log after each mission (`ReactorCheckpoints`). At start it
 * first reads the log after that checkpoint, so missions posted just before a crash still get
 * their notifications; with no checkpoint yet it starts at the head: history is never announced,
 * and a rebuild of the read models sends nothing. Each notification's id follows from the
 * mission and the operator, so a mission handled twice (a crash before the checkpoint moved,
 * a second backend) sends nothing more.
 */
@Injectable()
export class MissionMatchReactor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MissionMatchReactor.name);
  private stop: (() => Promise<void>) | null = null;
  private caughtUp: Promise<void> = Promise.resolve();
  /** The last event of the log this reactor has handled; null before the first. */
  private handled: LogPosition | null = null;

  constructor(
    private readonly notifier: ProjectionNotifier,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly commands: CommandBus,
    private readonly projections: ProjectionsService,
    private readonly checkpoints: ReactorCheckpoints,
  ) {}

  /** After the command handlers are registered: catching up sends notifications. */
  onApplicationBootstrap(): void {
    this.caughtUp = this.catchUp();
    this.stop = this.notifier.followInOrder(
      async ({ recorded, event }) => {
        await this.caughtUp;
        if (this.handled && comparePositions(recorded.position, this.handled) <= 0) return;
        if (event.type === 'MissionPosted') await this.notifyMatches(event);
        await this.moveTo(recorded.position, event.type === 'MissionPosted');
      },
      (error, { event }) =>
        this.logger.error({ err: error, eventId: event.id, msg: 'Mission match failed' }),
    );
  }

  /** Lets the fan-out in progress finish before the stores close. */
  async onModuleDestroy(): Promise<void> {
    await this.stop?.();
    await this.caughtUp;
  }

  /**
   * Handles what the log holds after the checkpoint; from the head when there is none. Waits
   * for the read models first: the recipients come from the accounts read model.
   */
  private async catchUp(): Promise<void> {
    try {
      await this.projections.whenCaughtUp();
      const saved = await this.checkpoints.load(REACTOR);
      if (saved === undefined) {
        // Nothing saved on an empty log: the demo seed runs only on an empty one.
        const head = await this.eventStore.headPosition();
        await this.moveTo(head, head !== null);
        return;
      }
      this.handled = saved;
      for (;;) {
        const batch = await this.eventStore.readAll({
          ...(this.handled ? { after: this.handled } : {}),
          maxCount: CATCH_UP_BATCH,
        });
        for (const recorded of batch) {
          const missionPosted = recorded.type === 'MissionPosted';
          if (missionPosted) {
            await this.notifyMatches(decodeEvent(recorded) as ProjectedEvent<'MissionPosted'>);
          }
          await this.moveTo(recorded.position, missionPosted);
        }
        if (batch.length < CATCH_UP_BATCH) return;
      }
    } catch (error) {
      this.logger.error({ err: error, msg: 'Mission match could not catch up; it goes on live' });
    }
  }

  /**
   * Remembers how far the reactor got. Saved only after a mission (and the first time), so a
   * restart appends nothing; after a crash the events since the last mission are read again.
   */
  private async moveTo(position: LogPosition | null, save: boolean): Promise<void> {
    this.handled = position;
    if (save) await this.checkpoints.save(REACTOR, position);
  }

  /** Sends what is missing for one posted mission; returns how many notifications it sent. */
  async notifyMatches(event: ProjectedEvent<'MissionPosted'>): Promise<number> {
    const mission = event.data;
    const posters = new Set(
      [mission.owner_operator_id, event.metadata.actorId].filter((id): id is string => !!id),
    );
    const recipients = missionMatchRecipients(mission, await this.candidates(), posters);
    const context: CommandContext = {
      ...systemContext(event.metadata.correlationId),
      causationId: event.id,
    };
    let sent = 0;
    for (const recipientId of recipients) {
      try {
        const position = await sendNotificationOnce(
          this.commands,
          missionMatchNotification(mission, recipientId),
          context,
        );
        if (position) sent += 1;
      } catch (error) {
        this.logger.error({
          err: error,
          missionId: mission.mission_id,
          recipientId,
          msg: 'Mission match notification failed',
        });
      }
    }
    return sent;
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
