import { OPERATOR_REMOVAL_TEXTS } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { operatorExists, operatorRemovalDecider } from '../../removal/operator-removal.decider';
import { sendNotificationIn } from '../../../messaging/notifications/send-notification-in';
import { onboardingDecider } from '../onboarding.decider';

/**
 * An admin resets an operator's onboarding (spec 03), in one append: `OnboardingReset` on the
 * onboarding stream (progress cleared, its assignments dropped from every list) and
 * `CharacterReportReset` on the account, and a high-priority notification asking for the
 * report (its banner greets the operator at the next sign-in; submitting the report resolves it
 * and starts onboarding afresh).
 */
export class ResetOnboarding extends Command<Decided<{ assignmentsDropped: number }>> {
  constructor(
    readonly operatorId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ResetOnboarding)
export class ResetOnboardingHandler implements ICommandHandler<ResetOnboarding> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ operatorId, context }: ResetOnboarding) {
    return this.aggregates.decide(context, async (streams) => {
      const account = STREAMS.operator(operatorId);
      if (!operatorExists(await streams.read(account, operatorRemovalDecider))) {
        throw new DomainRuleViolation('not_found', OPERATOR_REMOVAL_TEXTS.operatorNotFound);
      }
      const { events } = await streams.decide(STREAMS.onboarding(operatorId), onboardingDecider, {
        kind: 'Reset',
        operatorId,
      });
      streams.append(account, [
        { type: 'CharacterReportReset', data: { operator_id: operatorId } },
      ]);
      await sendNotificationIn(streams, {
        notification_id: randomUUID(),
        recipient_id: operatorId,
        type: 'system',
        priority: 'high',
        title: OPERATOR_REMOVAL_TEXTS.characterReportNoticeTitle,
        message: OPERATOR_REMOVAL_TEXTS.characterReportNoticeMessage,
        action_url: '/character-report',
        task: 'character_report',
      });
      const dropped = events.flatMap((event) =>
        event.type === 'OnboardingReset' ? event.data.assignment_ids : [],
      );
      return { assignmentsDropped: dropped.length };
    });
  }
}
