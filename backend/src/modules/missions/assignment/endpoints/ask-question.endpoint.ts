import { ASSIGNMENT_TEXTS, MISSIONS_ENDPOINTS } from '@morphic/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { ChangeAssignment } from '../commands/change-assignment.handler';
import { GetAssignment } from '../queries/get-assignment.handler';

const { askQuestion } = MISSIONS_ENDPOINTS;

/** The operator asks the company a question about their assignment. */
@HandlesEndpoint(askQuestion)
export class AskQuestion {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    params: { id },
    body,
    caller,
    context,
  }: EndpointRequest<typeof askQuestion>): Promise<Reply<typeof askQuestion>> {
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
}
