import { STREAMS, type EventData } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { missionDecider } from '../mission.decider';
import { postMissionIn } from './post-mission-in';

/**
 * Posts a new mission to the marketplace (stream `mission-<id>`). A subtask joins its parent's
 * company: the console posts subtasks for any company's mission.
 */
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
      const parent =
        mission.parent_id === undefined
          ? null
          : await streams.read(STREAMS.mission(mission.parent_id), missionDecider);
      await postMissionIn(
        streams,
        parent ? { ...mission, company_id: parent.posted?.company_id ?? null } : mission,
      );
      return { missionId: mission.mission_id };
    });
  }
}
