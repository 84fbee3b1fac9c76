import { MARKETPLACE_TEXTS, MISSIONS_CONSOLE_TEXTS } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { missionDecider } from '../../mission/mission.decider';
import { postMissionIn } from '../../mission/commands/post-mission-in';

/**
 * A new open mission with the fields of another as they stand now (edits included), its title
 * marked as a copy. The copy is the admin's own: it has no Jira issue (the reactor that opens
 * issues for posted company missions gives it its own).
 */
export class CloneMission extends Command<Decided<{ missionId: string }>> {
  constructor(
    readonly sourceId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CloneMission)
export class CloneMissionHandler implements ICommandHandler<CloneMission> {
  constructor(private readonly aggregates: AggregateRepository) {}

  execute({ sourceId, context }: CloneMission) {
    const missionId = randomUUID();
    return this.aggregates.decide(context, async (streams) => {
      const source = await streams.read(STREAMS.mission(sourceId), missionDecider);
      if (!source.posted || source.withdrawn) {
        throw new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound);
      }
      const { jira_key: _key, jira_account_id: _account, ...fields } = source.posted;
      // A subtask's clone is another subtask of the same parent.
      await postMissionIn(streams, {
        ...fields,
        mission_id: missionId,
        title: `${fields.title}${MISSIONS_CONSOLE_TEXTS.cloneSuffix}`.slice(0, 200),
      });
      return { missionId };
    });
  }
}
