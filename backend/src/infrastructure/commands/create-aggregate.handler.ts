import type { DomainEvent } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from './aggregate-repository';
import type { CommandContext } from './command-context';
import { createOnceDecider } from './create-once.decider';

/** Starts a new aggregate stream with its creation event (PostMission, SendNotification...). */
export class CreateAggregate extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly streamId: string,
    readonly event: DomainEvent,
    readonly alreadyExistsMessage: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateAggregate)
export class CreateAggregateHandler implements ICommandHandler<CreateAggregate> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute(command: CreateAggregate): Promise<{ position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      command.streamId,
      createOnceDecider(command.alreadyExistsMessage),
      { event: command.event },
      command.context,
    );
    return { position: outcome.position };
  }
}
