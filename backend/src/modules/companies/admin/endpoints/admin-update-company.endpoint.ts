import { COMPANIES_ADMIN_ENDPOINTS, COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { UpdateCompany } from '../commands/update-company.handler';
import { GetAdminCompany } from '../queries/get-admin-company.handler';

const { adminUpdateCompany } = COMPANIES_ADMIN_ENDPOINTS;

/** An admin edits a company's details; the answer shows the company once the change is in. */
@HandlesEndpoint(adminUpdateCompany)
export class UpdateAdminCompany {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle({
    params: { id: companyId },
    body,
    context,
  }: EndpointRequest<typeof adminUpdateCompany>): Promise<Reply<typeof adminUpdateCompany>> {
    const { position } = await this.commands.execute(new UpdateCompany(companyId, body, context));
    await this.readYourWrites.settled(position);
    const { company } = await this.queries.execute(new GetAdminCompany(companyId));
    return { success: true, company, message: COMPANIES_CONSOLE_TEXTS.companyUpdated, position };
  }
}
