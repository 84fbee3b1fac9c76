import { NOTIFICATION_TEXTS, taskAskedBy, type SendNotificationCommand } from '@morphic/contracts';
import type { LogPosition, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { MISSIONS_COLLECTION, STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import type { AppConfig } from '#infrastructure/config/app-config';
import { APP_CONFIG, READ_STORE } from '#infrastructure/tokens';
import { notificationRecipients } from '../recipients';

export interface SentNotifications {
  readonly recipientCount: number;
  readonly position: LogPosition | null;
}

/**
 * An admin's notification to one operator, everyone, everyone with a role, in a region or
 * assigned to a task: one each, in one append. One whose link opens the page of a task asks
 * for that task, so doing it resolves the notification (and its banner).
 */
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
    private readonly aggregates: AggregateRepository,
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
    if (
      request.targetType === 'task' &&
      request.taskId &&
      !(await this.store.collection(MISSIONS_COLLECTION).findOne({ _id: request.taskId }))
    ) {
      throw new DomainRuleViolation('not_found', NOTIFICATION_TEXTS.missionNotFound);
    }
    const task = taskAskedBy(request.action_url);
    // One append for every recipient: all of them get it, or none does.
    return this.aggregates.decide(context, (streams) => {
      for (const recipientId of recipients) {
        const notificationId = randomUUID();
        streams.append(
          STREAMS.notification(notificationId),
          [
            {
              type: 'NotificationSent',
              data: {
                notification_id: notificationId,
                recipient_id: recipientId,
                type: request.type,
                priority: request.priority,
                title: request.title,
                message: request.message,
                action_url: request.action_url,
                task,
              },
            },
          ],
          'no_stream',
        );
      }
      return { recipientCount: recipients.length };
    });
  }
}
