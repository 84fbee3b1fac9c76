import type { CompanyDoc, EventData } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { postMissionIn } from '../../../../missions/mission/commands/post-mission-in';
import { linkTaskIn, TaskJiraLinking } from '../task-jira-linking';

/**
 * Posts a company's task to the marketplace. Named with an existing Jira issue, the task follows
 * that issue from its first event (so the platform opens no new one for it), in one append.
 */
export class PostCompanyTask extends Command<{ missionId: string; position: LogPosition | null }> {
  constructor(
    readonly company: CompanyDoc,
    readonly mission: EventData<'MissionPosted'>,
    readonly jiraKey: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(PostCompanyTask)
export class PostCompanyTaskHandler implements ICommandHandler<PostCompanyTask> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly linking: TaskJiraLinking,
  ) {}

  async execute({ company, mission, jiraKey, context }: PostCompanyTask) {
    const issue = jiraKey === null ? null : await this.linking.findIssue(company, jiraKey);
    return this.aggregates.decide(context, async (streams) => {
      const { mission_id: missionId } = mission;
      await postMissionIn(
        streams,
        issue
          ? { ...mission, jira_key: issue.jiraKey, jira_account_id: issue.account._id }
          : mission,
      );
      if (issue) await linkTaskIn(streams, missionId, company._id, issue);
      return { missionId };
    });
  }
}
