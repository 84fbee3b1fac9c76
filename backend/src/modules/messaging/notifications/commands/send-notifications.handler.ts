import { NOTIFICATION_TEXTS, type SendNotificationCommand } from '@morphic/contracts';
import type { LogPosition, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { CommandBus, Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { DomainRuleViolation } from '../../../../infrastructure/commands/decider';
import type { AppConfig } from '../../../../infrastructure/config/app-config';
import { APP_CONFIG, READ_STORE } from '../../../../infrastructure/tokens';
import { latestPosition } from '../../../missions/assignment/latest-position';
import { notificationRecipients } from '../recipients';
import { ChangeNotification } from './change-notification.handler';

export interface SentNotifications {
  readonly recipientCount: number;
  readonly position: LogPosition | null;
}

/** Appends in parallel, a few at a time, so "all" stays quick without flooding the store. */
const PARALLEL_SENDS = 16;

/** An admin's notification to one operator, everyone, or everyone with a role: one each. */
export class SendNotifications extends Command<SentNotifications> {
  constructor(
    readonly request: SendNotificationCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SendNotifications)
export class SendNotificationsHandler implements ICommandHandler<SendNotifications> {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request, context }: SendNotifications): Promise<SentNotifications> {
    const recipients = await notificationRecipients(
      this.store,
      request,
      this.config.founderUsernames,
    );
    if (request.targetType === 'single' && recipients.length === 0) {
      throw new DomainRuleViolation('not_found', NOTIFICATION_TEXTS.operatorNotFound);
    }
    let position: LogPosition | null = null;
    for (let start = 0; start < recipients.length; start += PARALLEL_SENDS) {
      const outcomes = await Promise.all(
        recipients.slice(start, start + PARALLEL_SENDS).map((recipientId) => {
          const notificationId = randomUUID();
          return this.commands.execute(
            new ChangeNotification(
              notificationId,
              {
                kind: 'Send',
                notification: {
                  notification_id: notificationId,
                  recipient_id: recipientId,
                  type: request.type,
                  priority: request.priority,
                  title: request.title,
                  message: request.message,
                  action_url: request.action_url,
                },
              },
              context,
            ),
          );
        }),
      );
      position = latestPosition(position, ...outcomes.map((outcome) => outcome.position));
    }
    return { recipientCount: recipients.length, position };
  }
}
