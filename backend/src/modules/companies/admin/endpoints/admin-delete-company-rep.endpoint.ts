import { COMPANIES_ADMIN_ENDPOINTS, COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { DeleteCompanyRep } from '../commands/delete-company-rep.handler';

const { adminDeleteCompanyRep } = COMPANIES_ADMIN_ENDPOINTS;

/** An admin deletes a representative. */
@HandlesEndpoint(adminDeleteCompanyRep)
export class DeleteAdminCompanyRep {
  constructor(private readonly commands: CommandBus) {}

  async handle({
    params: { id: repId },
    caller,
    context,
  }: EndpointRequest<typeof adminDeleteCompanyRep>): Promise<Reply<typeof adminDeleteCompanyRep>> {
    const { position } = await this.commands.execute(
      new DeleteCompanyRep(repId, caller.username, context),
    );
    return { success: true, message: COMPANIES_CONSOLE_TEXTS.repDeleted, position };
  }
}
