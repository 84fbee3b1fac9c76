import { STREAMS } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { characterReportDecider } from '../../character-report/character-report.decider';
import { createOpenAssignmentsIn } from '../onboarding-assignments';
import { OnboardingBankReader, type LoadedBank } from '../onboarding-bank';
import { onboardingDecider, skillsAwaitingTask } from '../onboarding.decider';

/**
 * Starts (and keeps up) an operator's onboarding from their character report: each reported
 * skill without an open task gets its next bank task, and every open task's assignment is
 * created, in one append. The report and whether onboarding is complete are read from the
 * operator's and the onboarding's streams, so a report or a completion of a moment ago counts. Safe to send on every visit: once all is in place it appends nothing, and reads the
 * task bank only when a skill has no open task or an assignment is missing.
 */
export class StartOnboarding extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly operatorId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(StartOnboarding)
export class StartOnboardingHandler implements ICommandHandler<StartOnboarding> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly bank: OnboardingBankReader,
  ) {}

  async execute({
    operatorId,
    context,
  }: StartOnboarding): Promise<{ position: LogPosition | null }> {
    let loading: Promise<LoadedBank> | undefined;
    const bank = () => (loading ??= this.bank.load());
    const stream = STREAMS.onboarding(operatorId);
    return this.aggregates.decide(context, async (streams) => {
      const { report } = await streams.read(STREAMS.operator(operatorId), characterReportDecider);
      const current = await streams.read(stream, onboardingDecider);
      // No operator account (or no report yet) has nothing to start; a completed one is done.
      if (!report || current.completed) return {};
      const reported = report.skills.map((skill) => skill.name);
      // The report's skills and those an admin added (spec 03 "manage skills").
      const skills = [...reported, ...Object.values(current.skills).map((skill) => skill.skill)];
      const state =
        skillsAwaitingTask(skills, current).length === 0
          ? current
          : (
              await streams.decide(stream, onboardingDecider, {
                kind: 'Start',
                operatorId,
                skills,
                bank: (await bank()).bank,
                newAssignmentId: randomUUID,
              })
            ).state;
      await createOpenAssignmentsIn(streams, operatorId, state, bank);
      return {};
    });
  }
}
