import { COMPANY_JIRA_TEXTS } from '@morphic/contracts';
import { STREAMS, type CompanyDoc } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { isCompanyTask, taskJiraLinkDecider } from '../task-jira-link.decider';
import { linkTaskIn, TaskJiraLinking } from '../task-jira-linking';

/** A representative links one of their company's tasks to an existing issue of its Jira. */
export class LinkTaskJiraIssue extends Command<{ position: LogPosition | null }> {
  constructor(
    readonly company: CompanyDoc,
    readonly missionId: string,
    readonly jiraKey: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(LinkTaskJiraIssue)
export class LinkTaskJiraIssueHandler implements ICommandHandler<LinkTaskJiraIssue> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly linking: TaskJiraLinking,
  ) {}

  async execute({ company, missionId, jiraKey, context }: LinkTaskJiraIssue) {
    // Another company's task, or none, is not found before Jira is asked anything.
    const task = await this.aggregates.load(STREAMS.mission(missionId), taskJiraLinkDecider);
    if (!isCompanyTask(task.state, company._id)) {
      throw new DomainRuleViolation('not_found', COMPANY_JIRA_TEXTS.taskNotFound);
    }
    const issue = await this.linking.findIssue(company, jiraKey);
    return this.aggregates.decide(context, async (streams) => {
      await linkTaskIn(streams, missionId, company._id, issue);
      return {};
    });
  }
}
