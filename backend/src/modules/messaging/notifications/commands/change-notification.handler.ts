import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { notificationDecider, type NotificationCommand } from '../notification.decider';

/** Sends, reads or deletes one notification. */
export class ChangeNotification extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly notificationId: string,
    readonly change: NotificationCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeNotification)
export class ChangeNotificationHandler implements ICommandHandler<ChangeNotification> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({
    notificationId,
    change,
    context,
  }: ChangeNotification): Promise<{ position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      STREAMS.notification(notificationId),
      notificationDecider,
      change,
      context,
    );
    return { position: outcome.position };
  }
}
