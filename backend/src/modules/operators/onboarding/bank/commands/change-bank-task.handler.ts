import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { bankTaskDecider, type BankTaskCommand } from '../bank-task.decider';

type WithoutId<C> = C extends unknown ? Omit<C, 'taskId'> : never;

/**
 * One change to one bank task. A new task's id is chosen inside the decision, so a retry under
 * its Idempotency-Key answers the first id instead of adding a second task.
 */
export class ChangeBankTask extends Command<Decided<{ taskId: string }>> {
  constructor(
    /** Null for a new task. */
    readonly taskId: string | null,
    readonly change: WithoutId<BankTaskCommand>,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ChangeBankTask)
export class ChangeBankTaskHandler implements ICommandHandler<ChangeBankTask> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ taskId, change, context }: ChangeBankTask): Promise<Decided<{ taskId: string }>> {
    return this.aggregates.decide(context, async (streams) => {
      const id = taskId ?? randomUUID();
      const command = { ...change, taskId: id } as BankTaskCommand;
      await streams.decide(STREAMS.onboardingTask(id), bankTaskDecider, command);
      return { taskId: id };
    });
  }
}
