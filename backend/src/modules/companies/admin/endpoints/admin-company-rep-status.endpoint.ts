import { COMPANIES_ADMIN_ENDPOINTS, COMPANIES_CONSOLE_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import { ChangeCompanyRepStatus } from '../commands/change-company-rep-status.handler';
import { AdminCompanyRepAnswer, type CompanyRepAnswer } from '../company-rep-answer';

const { adminCompanyRepStatus } = COMPANIES_ADMIN_ENDPOINTS;

/** An admin sets a representative's status. */
@HandlesEndpoint(adminCompanyRepStatus)
export class SetAdminCompanyRepStatus {
  constructor(
    private readonly commands: CommandBus,
    private readonly answer: AdminCompanyRepAnswer,
  ) {}

  async handle({
    params: { id: repId },
    body,
    caller,
    context,
  }: EndpointRequest<typeof adminCompanyRepStatus>): Promise<CompanyRepAnswer> {
    const { position } = await this.commands.execute(
      new ChangeCompanyRepStatus(repId, body.status, caller.username, context),
    );
    return this.answer.of(repId, COMPANIES_CONSOLE_TEXTS.repStatusChanged(body.status), position);
  }
}
