import { COMPANIES_ENDPOINTS, COMPANY_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ChangeCompanyStatus } from '../commands/change-company-status.handler';

const { adminCompanyStatus } = COMPANIES_ENDPOINTS;

/** The admin console sets a company's status. */
@HandlesEndpoint(adminCompanyStatus)
export class SetCompanyStatus {
  constructor(private readonly commands: CommandBus) {}

  async handle({
    params: { id: companyId },
    body,
    context,
  }: EndpointRequest<typeof adminCompanyStatus>): Promise<Reply<typeof adminCompanyStatus>> {
    const { position } = await this.commands.execute(
      new ChangeCompanyStatus(companyId, body.status, context),
    );
    return {
      success: true,
      message: COMPANY_TEXTS.statusChanged(body.status),
      company: { id: companyId, status: body.status },
      position,
    };
  }
}
