import { ONBOARDING_BANK_ENDPOINTS, ONBOARDING_BANK_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { ChangeBankTask } from '../commands/change-bank-task.handler';

const { deleteTask } = ONBOARDING_BANK_ENDPOINTS;

/** Deletes an onboarding bank task. */
@HandlesEndpoint(deleteTask)
export class DeleteBankTask {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    params: { id },
    context,
  }: EndpointRequest<typeof deleteTask>): Promise<Reply<typeof deleteTask>> {
    const { position } = await this.commands.execute(
      new ChangeBankTask(id, { kind: 'Delete' }, context),
    );
    await this.readYourWrites.settled(position);
    return { success: true, message: ONBOARDING_BANK_TEXTS.deleted, id, position };
  }
}
