import {
  ASSIGNMENT_TEXTS,
  AskQuestionRequestSchema,
  type AskQuestionRequest,
  type Assignment,
  type ConversationHistoryResponse,
  type OperatorAssignmentsResponse,
  type Question,
  type ValidationStatusResponse,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import { assertOwnOrAdmin, principalOf } from '../../../infrastructure/auth/ownership';
import type { AuthenticatedRequest } from '../../../infrastructure/auth/principal';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { assertCanView } from './assignment-access';
import { ChangeAssignment } from './commands/change-assignment.handler';
import { GetAssignment } from './queries/get-assignment.handler';
import { ListOperatorAssignments } from './queries/list-operator-assignments.handler';

/** Reading assignments (My Tasks, the submission pages) and the questions to the company. */
@ApiTags('assignments')
@ApiBearerAuth()
@Controller('api')
export class AssignmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get('operators/:id/assignments')
  @Access('user')
  async list(
    @Param('id') operatorId: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<OperatorAssignmentsResponse> {
    assertOwnOrAdmin(principalOf(request), operatorId);
    const assignments = await this.queries.execute(new ListOperatorAssignments(operatorId));
    return { success: true, assignments };
  }

  @Get('assignments/:id')
  @Access('user')
  async get(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ success: true; assignment: Assignment }> {
    return { success: true, assignment: await this.visible(id, request) };
  }

  @Get('assignments/:id/validation-status')
  @Access('user')
  async validationStatus(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<ValidationStatusResponse> {
    const assignment = await this.visible(id, request);
    return {
      success: true,
      validation_status: assignment.validation_status,
      validation_score: assignment.quality_score,
      validation_feedback: assignment.validation_feedback,
      validated_at: assignment.validated_at,
      validator_type: assignment.validator_type,
    };
  }

  @Get('assignments/:id/conversation-history')
  @Access('user')
  async conversationHistory(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<ConversationHistoryResponse> {
    const assignment = await this.visible(id, request);
    return {
      success: true,
      questions: assignment.questions,
      // No tracker is linked to assignments: the description is the one taken with the task.
      has_jira: false,
      jira_key: null,
      description_last_updated: assignment.created_at,
    };
  }

  @Post('assignments/:id/ask-question')
  @HttpCode(200)
  @Access('operator')
  @CommandEndpoint()
  @ApiZodBody(AskQuestionRequestSchema)
  async askQuestion(
    @Param('id') id: string,
    @ZodBody(AskQuestionRequestSchema) body: AskQuestionRequest,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<{
    success: true;
    message: string;
    questions: Question[];
    position: LogPosition | null;
  }> {
    const operatorId = principalOf(request).accountId;
    const { position } = await this.commands.execute(
      new ChangeAssignment(
        id,
        { kind: 'AskQuestion', operatorId, question: body.question },
        context,
      ),
    );
    await this.readYourWrites.settled(position);
    const assignment = await this.queries.execute(new GetAssignment(id));
    return {
      success: true,
      message: ASSIGNMENT_TEXTS.questionSent,
      questions: assignment.questions,
      position,
    };
  }

  private async visible(id: string, request: AuthenticatedRequest): Promise<Assignment> {
    const assignment = await this.queries.execute(new GetAssignment(id));
    assertCanView(principalOf(request), assignment);
    return assignment;
  }
}
