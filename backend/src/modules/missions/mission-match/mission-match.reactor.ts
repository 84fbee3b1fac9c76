import { ACCOUNTS_COLLECTION, type AccountDoc, type ReadStore } from '@morphic/contracts';
import { ProjectionNotifier, type ProjectedEvent } from '@morphic/projections';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  systemContext,
  type CommandContext,
} from '../../../infrastructure/commands/command-context';
import { READ_STORE } from '../../../infrastructure/tokens';
import { sendNotificationOnce } from '../../messaging/notifications/commands/send-notification-once';
import {
  missionMatchNotification,
  missionMatchRecipients,
  type MatchCandidate,
} from './mission-match-notification';

/**
 * Tells onboarded operators about each new mission that matches their skills, whoever posted
 * it (the marketplace, a company, the demo seed).
 *
 * It follows the log after the projections: the runner reports only events applied live, so
 * replaying the log at start or in a rebuild sends nothing, and in worker mode the backend
 * hears what the worker applied. Missions are handled one at a time, in log order. Each
 * notification's id follows from the mission and the operator, so a second backend, or the
 * same event handled twice, finds it sent and sends nothing more.
 */
@Injectable()
export class MissionMatchReactor implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(MissionMatchReactor.name);
  private stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly notifier: ProjectionNotifier,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.stop = this.notifier.followInOrder(
      async ({ event }) => {
        if (event.type === 'MissionPosted') await this.notifyMatches(event);
      },
      (error, { event }) =>
        this.logger.error({ err: error, eventId: event.id, msg: 'Mission match failed' }),
    );
  }

  /** Lets the fan-out in progress finish before the stores close. */
  onModuleDestroy(): Promise<void> {
    return this.stop?.() ?? Promise.resolve();
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
