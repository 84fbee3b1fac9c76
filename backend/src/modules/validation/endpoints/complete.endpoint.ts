import { VALIDATION_ENDPOINTS, VALIDATION_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { CompleteValidationJob } from '../commands/complete-validation-job.handler';
import { ValidationJobAnswer } from './validation-job-answer';

const { complete } = VALIDATION_ENDPOINTS;

/** The claimer's decision on a validation job: decision, score and report. */
@HandlesEndpoint(complete)
export class CompleteValidationJobEndpoint {
  constructor(
    private readonly commands: CommandBus,
    private readonly answer: ValidationJobAnswer,
  ) {}

  async handle({
    params: { entryId },
    body,
    caller,
    context,
  }: EndpointRequest<typeof complete>): Promise<Reply<typeof complete>> {
    const { position } = await this.commands.execute(
      new CompleteValidationJob(entryId, caller.accountId, body, context),
    );
    return this.answer.of(entryId, VALIDATION_TEXTS.decisionRecorded, position);
  }
}
