import { ONBOARDING_BANK_ENDPOINTS, ONBOARDING_BANK_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { taskFields } from '../bank-task.decider';
import { BankTaskAnswers } from '../bank-task-answers';
import { ChangeBankTask } from '../commands/change-bank-task.handler';

const { createTask } = ONBOARDING_BANK_ENDPOINTS;

/** Adds a task to the onboarding bank. */
@HandlesEndpoint(createTask)
export class CreateBankTask {
  constructor(
    private readonly commands: CommandBus,
    private readonly answers: BankTaskAnswers,
  ) {}

  async handle({
    body,
    context,
  }: EndpointRequest<typeof createTask>): Promise<Reply<typeof createTask>> {
    const { taskId, position } = await this.commands.execute(
      new ChangeBankTask(null, { kind: 'Add', task: taskFields(body) }, context),
    );
    return this.answers.answer(taskId, position, ONBOARDING_BANK_TEXTS.created);
  }
}
