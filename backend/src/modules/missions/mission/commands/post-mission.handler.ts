import { STREAMS, type EventData } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { missionDecider } from '../mission.decider';

/** Posts a new mission to the marketplace (stream `mission-<id>`). */
export class PostMission extends Command<{ missionId: string; position: LogPosition | null }> {
  constructor(
    readonly mission: EventData<'MissionPosted'>,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(PostMission)
export class PostMissionHandler implements ICommandHandler<PostMission> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ mission, context }: PostMission) {
    return this.aggregates.decide(context, async (streams) => {
      await streams.decide(STREAMS.mission(mission.mission_id), missionDecider, {
        kind: 'Post',
        mission,
      });
      return { missionId: mission.mission_id };
    });
  }
}
