import { COMPANIES_ADMIN_ENDPOINTS, COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import { UpdateCompanyRep } from '../commands/update-company-rep.handler';
import { AdminCompanyRepAnswer, type CompanyRepAnswer } from '../company-rep-answer';

const { adminUpdateCompanyRep } = COMPANIES_ADMIN_ENDPOINTS;

/** An admin edits a representative's details and permissions. */
@HandlesEndpoint(adminUpdateCompanyRep)
export class UpdateAdminCompanyRep {
  constructor(
    private readonly commands: CommandBus,
    private readonly answer: AdminCompanyRepAnswer,
  ) {}

  async handle({
    params: { id: repId },
    body,
    context,
  }: EndpointRequest<typeof adminUpdateCompanyRep>): Promise<CompanyRepAnswer> {
    const { position } = await this.commands.execute(new UpdateCompanyRep(repId, body, context));
    return this.answer.of(repId, COMPANIES_CONSOLE_TEXTS.repUpdated, position);
  }
}
