import { COMPANY_JIRA_TEXTS, COMPANY_REP_WORK_ENDPOINTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { CompanyRepAccess } from '../../company-rep-access';
import { LinkTaskJiraIssue } from '../commands/link-task-jira-issue.handler';

const { linkTaskJiraIssue } = COMPANY_REP_WORK_ENDPOINTS;

/** A representative links one of their company's tasks to one of its Jira issues. */
@HandlesEndpoint(linkTaskJiraIssue, { bodyAfterAccessCheck: true })
export class LinkTaskJiraIssueEndpoint {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: CompanyRepAccess,
  ) {}

  async handle(
    request: EndpointRequest<typeof linkTaskJiraIssue>,
  ): Promise<Reply<typeof linkTaskJiraIssue>> {
    const missionId = request.params.id;
    const { company } = await this.access.assertAllowed(request.caller, 'can_manage_tasks');
    // Read after the access check: a representative who may not link learns nothing more.
    const { jira_key } = request.body;
    const { position } = await this.commands.execute(
      new LinkTaskJiraIssue(company, missionId, jira_key, request.context),
    );
    return {
      success: true,
      message: COMPANY_JIRA_TEXTS.linked(jira_key),
      mission_id: missionId,
      jira_key,
      position,
    };
  }
}
