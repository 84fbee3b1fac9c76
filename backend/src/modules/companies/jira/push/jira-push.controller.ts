import { JIRA_ENDPOINTS, type BodyOf } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam, RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { Ctx } from '#infrastructure/http/request-context';
import { PushMissionToJira } from './commands/push-mission-to-jira.handler';

const { adminMissionJiraStatus, adminMissionJiraUpload } = JIRA_ENDPOINTS;

/** The admin's Jira controls of a mission: push its status, attach its validated files. */
@ApiTags('jira')
@Controller()
export class JiraPushController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(adminMissionJiraStatus)
  async pushStatus(
    @PathParam('id') missionId: string,
    @RequestBody() body: BodyOf<typeof adminMissionJiraStatus>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminMissionJiraStatus>> {
    const outcome = await this.commands.execute(
      new PushMissionToJira(
        missionId,
        { kind: 'status', status: body?.target_status ?? null },
        context,
      ),
    );
    return {
      success: true,
      message: outcome.message,
      status: outcome.status ?? 'To Do',
      position: outcome.position,
    };
  }

  @Endpoint(adminMissionJiraUpload)
  async upload(
    @PathParam('id') missionId: string,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminMissionJiraUpload>> {
    const outcome = await this.commands.execute(
      new PushMissionToJira(missionId, { kind: 'upload' }, context),
    );
    return {
      success: true,
      uploaded: outcome.uploaded,
      total: outcome.total,
      message: outcome.message,
      position: outcome.position,
    };
  }
}
