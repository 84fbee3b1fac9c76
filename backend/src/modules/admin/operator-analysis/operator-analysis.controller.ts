import {
  OPERATOR_ANALYSIS_ENDPOINTS,
  OPERATOR_ANALYSIS_TEXTS as T,
  type BodyOf,
  type QueryOf,
} from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Controller, Inject, NotFoundException, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { CV_MEDIA_TYPES } from '#infrastructure/files/cv-file';
import { FileStore } from '#infrastructure/files/file-store';
import { PathParam, RequestBody, RequestQuery } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { READ_STORE } from '#infrastructure/tokens';
import { senderNameOf } from '../../messaging/internal-messages/queries/sender-name';
import { analysedAccount } from './analysed-operator';
import { ChangeOperatorSkills } from '../../operators/onboarding/commands/change-operator-skills.handler';
import { MessageOperator } from '../../messaging/internal-messages/commands/message-operator.handler';
import { VerifyOperatorEmail } from '../../identity/sign-up/email/commands/verify-operator-email.handler';
import { GetAdminAssignment } from './queries/get-admin-assignment.handler';
import { GetOperatorStats } from './queries/get-operator-stats.handler';
import { GetTaskHistory } from './queries/get-task-history.handler';
import { ListAdminAssignments } from './queries/list-admin-assignments.handler';

const {
  operatorStats,
  messageOperator,
  setSkillStatus,
  manageSkills,
  taskHistory,
  clearFailedTasks,
  verifyOperatorEmail,
  operatorCv,
  adminAssignments,
  adminAssignment,
} = OPERATOR_ANALYSIS_ENDPOINTS;

type SkillEndpoint = typeof setSkillStatus | typeof manageSkills | typeof clearFailedTasks;

/** The operator analysis screen `/system/operators/{id}` (spec 03). */
@ApiTags('admin')
@Controller()
export class OperatorAnalysisController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly files: FileStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @Endpoint(operatorStats)
  stats(@PathParam('id') operatorId: string): Promise<Reply<typeof operatorStats>> {
    return this.queries.execute(new GetOperatorStats(operatorId));
  }

  @Endpoint(adminAssignments)
  assignments(
    @RequestQuery() query: QueryOf<typeof adminAssignments>,
  ): Promise<Reply<typeof adminAssignments>> {
    return this.queries.execute(new ListAdminAssignments(query));
  }

  @Endpoint(adminAssignment)
  assignment(@PathParam('id') assignmentId: string): Promise<Reply<typeof adminAssignment>> {
    return this.queries.execute(new GetAdminAssignment(assignmentId));
  }

  @Endpoint(taskHistory)
  taskHistory(@PathParam('id') operatorId: string): Promise<Reply<typeof taskHistory>> {
    return this.queries.execute(new GetTaskHistory(operatorId));
  }

  @Endpoint(messageOperator)
  async message(
    @PathParam('id') operatorId: string,
    @RequestBody() body: BodyOf<typeof messageOperator>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof messageOperator>> {
    const account = await analysedAccount(this.store, operatorId);
    const sent = await this.commands.execute(
      new MessageOperator(
        {
          operatorId,
          operatorName: account.full_name?.trim() || account.username,
          adminId: caller.accountId,
          adminName: await senderNameOf(this.store, caller.accountId),
          messageId: randomUUID(),
          message: body.message,
        },
        context,
      ),
    );
    await this.readYourWrites.settled(sent.position);
    return {
      success: true,
      message: T.messageSent,
      thread_id: sent.threadId,
      message_id: sent.messageId,
      position: sent.position,
    };
  }

  @Endpoint(setSkillStatus)
  setSkillStatus(
    @PathParam('id') operatorId: string,
    @RequestBody() body: BodyOf<typeof setSkillStatus>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<SkillEndpoint>> {
    return this.changeSkills(
      operatorId,
      { kind: 'SetStatus', skill: body.skill, status: body.status },
      T.skillStatusSet(body.skill, body.status),
      context,
    );
  }

  @Endpoint(manageSkills)
  manageSkills(
    @PathParam('id') operatorId: string,
    @RequestBody() body: BodyOf<typeof manageSkills>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<SkillEndpoint>> {
    return body.action === 'add'
      ? this.changeSkills(
          operatorId,
          { kind: 'AddSkill', skill: body.skill, status: body.status },
          T.skillAdded(body.skill, body.status),
          context,
        )
      : this.changeSkills(
          operatorId,
          { kind: 'RemoveSkill', skill: body.skill },
          T.skillRemoved(body.skill),
          context,
        );
  }

  @Endpoint(clearFailedTasks)
  async clearFailedTasks(
    @PathParam('id') operatorId: string,
    @RequestBody() body: BodyOf<typeof clearFailedTasks>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<SkillEndpoint>> {
    const before = (await this.queries.execute(new GetTaskHistory(operatorId))).skills;
    const failed = Object.entries(before)
      .filter(([skill]) => skill.toLowerCase() === body.skill.toLowerCase())
      .flatMap(([, tasks]) => tasks.filter((task) => task.status === 'failed')).length;
    return this.changeSkills(
      operatorId,
      { kind: 'ClearFailedTasks', skill: body.skill },
      T.failedTasksCleared(body.skill, failed),
      context,
    );
  }

  @Endpoint(verifyOperatorEmail)
  async verifyEmail(
    @PathParam('id') operatorId: string,
    // Bound so the body is checked ({verified: true}); true is its only value.
    @RequestBody() _body: BodyOf<typeof verifyOperatorEmail>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof verifyOperatorEmail>> {
    await analysedAccount(this.store, operatorId);
    const { position } = await this.commands.execute(new VerifyOperatorEmail(operatorId, context));
    await this.readYourWrites.settled(position);
    return {
      success: true,
      message: position ? T.emailVerified : T.emailAlreadyVerified,
      email_verified: true,
      position,
    };
  }

  /** The operator's CV, under the name it was uploaded with; 404 when they have none. */
  @Endpoint(operatorCv)
  async cv(
    @PathParam('id') operatorId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { cv } = await analysedAccount(this.store, operatorId);
    if (!cv) throw new NotFoundException(T.cvNotFound);
    const content = await this.files.read(cv.saved_name);
    response.attachment(cv.original_name);
    response.type(CV_MEDIA_TYPES[cv.kind]);
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(content, { length: content.length });
  }

  private async changeSkills(
    operatorId: string,
    change: ChangeOperatorSkills['change'],
    message: string,
    context: CommandContext,
  ): Promise<Reply<SkillEndpoint>> {
    const account = await analysedAccount(this.store, operatorId);
    const { position } = await this.commands.execute(
      new ChangeOperatorSkills(operatorId, change, account.onboarding_completed, context),
    );
    await this.readYourWrites.settled(position);
    const { onboarding_status } = await this.queries.execute(new GetOperatorStats(operatorId));
    return { success: true, message, onboarding_status, position };
  }
}
