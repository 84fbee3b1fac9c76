import { ONBOARDING_BANK_ENDPOINTS } from '@morphic/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { GetBankTasks } from '../queries/get-bank-tasks.handler';

const { listTasks } = ONBOARDING_BANK_ENDPOINTS;

/** The onboarding task bank of the System console. */
@HandlesEndpoint(listTasks)
export class ListBankTasks {
  constructor(private readonly queries: QueryBus) {}

  async handle(): Promise<Reply<typeof listTasks>> {
    return { tasks: await this.queries.execute(new GetBankTasks()) };
  }
}
