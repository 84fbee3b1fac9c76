import type { EventData } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import type { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { DomainRuleViolation } from '../../../../infrastructure/commands/decider';
import { ChangeNotification } from './change-notification.handler';

/**
 * Sends a notification whose id follows from what caused it; when a first attempt (a retried
 * command, a replayed event) already sent it, sends nothing and returns null.
 */
export async function sendNotificationOnce(
  commands: CommandBus,
  notification: EventData<'NotificationSent'>,
  context: CommandContext,
): Promise<LogPosition | null> {
  try {
    const sent = await commands.execute(
      new ChangeNotification(notification.notification_id, { kind: 'Send', notification }, context),
    );
    return sent.position;
  } catch (error) {
    if (error instanceof DomainRuleViolation && error.kind === 'conflict') return null;
    throw error;
  }
}
