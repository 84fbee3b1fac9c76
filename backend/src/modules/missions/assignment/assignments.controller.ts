import {
  ASSIGNMENT_TEXTS,
  MISSIONS_ENDPOINTS,
  type Assignment,
  type BodyOf,
} from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import { assertOwnOrAdmin } from '#infrastructure/auth/ownership';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam, RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { assertCanView } from './assignment-access';
import { ChangeAssignment } from './commands/change-assignment.handler';
import { GetAssignment } from './queries/get-assignment.handler';
import { ListOperatorAssignments } from './queries/list-operator-assignments.handler';

const { operatorAssignments, assignment, validationStatus, conversationHistory, askQuestion } =
  MISSIONS_ENDPOINTS;

/** Reading assignments (My Tasks, the submission pages) and the questions to the company. */
@ApiTags('assignments')
@Controller()
export class AssignmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Endpoint(operatorAssignments)
  async list(
    @PathParam('id') operatorId: string,
    @Caller() caller: Principal,
  ): Promise<Reply<typeof operatorAssignments>> {
    assertOwnOrAdmin(caller, operatorId);
    const assignments = await this.queries.execute(new ListOperatorAssignments(operatorId));
    return { success: true, assignments };
  }

  @Endpoint(assignment)
  async get(
    @PathParam('id') id: string,
    @Caller() caller: Principal,
  ): Promise<Reply<typeof assignment>> {
    return { success: true, assignment: await this.visible(id, caller) };
  }

  @Endpoint(validationStatus)
  async validationStatus(
    @PathParam('id') id: string,
    @Caller() caller: Principal,
  ): Promise<Reply<typeof validationStatus>> {
    const assignment = await this.visible(id, caller);
    return {
      success: true,
      validation_status: assignment.validation_status,
      validation_score: assignment.quality_score,
      validation_feedback: assignment.validation_feedback,
      validated_at: assignment.validated_at,
      validator_type: assignment.validator_type,
    };
  }

  @Endpoint(conversationHistory)
  async conversationHistory(
    @PathParam('id') id: string,
    @Caller() caller: Principal,
  ): Promise<Reply<typeof conversationHistory>> {
    const assignment = await this.visible(id, caller);
    return {
      success: true,
      questions: assignment.questions,
      // No tracker is linked to assignments: the description is the one taken with the task.
      has_jira: false,
      jira_key: null,
      description_last_updated: assignment.created_at,
    };
  }

  @Endpoint(askQuestion)
  async askQuestion(
    @PathParam('id') id: string,
    @RequestBody() body: BodyOf<typeof askQuestion>,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof askQuestion>> {
    const { position } = await this.commands.execute(
      new ChangeAssignment(
        id,
        { kind: 'AskQuestion', operatorId: caller.accountId, question: body.question },
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

  private async visible(id: string, caller: Principal): Promise<Assignment> {
    const assignment = await this.queries.execute(new GetAssignment(id));
    assertCanView(caller, assignment);
    return assignment;
  }
}
