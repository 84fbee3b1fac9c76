import { VALIDATION_ENDPOINTS, VALIDATION_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ClaimValidationJob } from '../commands/claim-validation-job.handler';
import { ValidationJobAnswer } from './validation-job-answer';

const { claim } = VALIDATION_ENDPOINTS;

/** A validator claims a validation job. */
@HandlesEndpoint(claim)
export class ClaimValidationJobEndpoint {
  constructor(
    private readonly commands: CommandBus,
    private readonly answer: ValidationJobAnswer,
  ) {}

  async handle({
    params: { entryId },
    caller,
    context,
  }: EndpointRequest<typeof claim>): Promise<Reply<typeof claim>> {
    const { position } = await this.commands.execute(
      new ClaimValidationJob(entryId, caller.accountId, context),
    );
    return this.answer.of(entryId, VALIDATION_TEXTS.claimed, position);
  }
}
