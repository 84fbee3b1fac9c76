import { COMPANY_JIRA_TEXTS, COMPANY_REP_WORK_ENDPOINTS, type BodyOf } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DeferredRequestBody, PathParam } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { Ctx } from '#infrastructure/http/request-context';
import { CompanyRepAccess } from '../company-rep-access';
import { LinkTaskJiraIssue } from './commands/link-task-jira-issue.handler';

const { linkTaskJiraIssue } = COMPANY_REP_WORK_ENDPOINTS;

/**
 * A representative links their company's tasks to its Jira issues. Still a controller: it parses
 * the body only after the access check, and a handler class gets its body parsed before `handle`.
 */
@ApiTags('company-reps')
@Controller()
export class TaskJiraController {
  constructor(
    private readonly commands: CommandBus,
    private readonly access: CompanyRepAccess,
  ) {}

  @Endpoint(linkTaskJiraIssue)
  async link(
    @PathParam('id') missionId: string,
    @DeferredRequestBody() body: () => BodyOf<typeof linkTaskJiraIssue>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof linkTaskJiraIssue>> {
    const { company } = await this.access.assertAllowed(caller, 'can_manage_tasks');
    // Read after the access check: a representative who may not link learns nothing more.
    const { jira_key } = body();
    const { position } = await this.commands.execute(
      new LinkTaskJiraIssue(company, missionId, jira_key, context),
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
