import { ONBOARDING_BANK_ENDPOINTS, ONBOARDING_BANK_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { taskFields } from '../bank-task.decider';
import { BankTaskAnswers } from '../bank-task-answers';
import { ChangeBankTask } from '../commands/change-bank-task.handler';

const { updateTask } = ONBOARDING_BANK_ENDPOINTS;

/** Saves an onboarding bank task. */
@HandlesEndpoint(updateTask)
export class UpdateBankTask {
  constructor(
    private readonly commands: CommandBus,
    private readonly answers: BankTaskAnswers,
  ) {}

  async handle({
    params: { id },
    body,
    context,
  }: EndpointRequest<typeof updateTask>): Promise<Reply<typeof updateTask>> {
    const { position } = await this.commands.execute(
      new ChangeBankTask(id, { kind: 'Save', task: taskFields(body) }, context),
    );
    return this.answers.answer(id, position, ONBOARDING_BANK_TEXTS.saved);
  }
}
