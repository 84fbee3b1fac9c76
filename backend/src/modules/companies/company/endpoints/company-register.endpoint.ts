import { COMPANIES_ENDPOINTS, COMPANY_TEXTS } from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { RegisterCompany } from '../commands/register-company.handler';

const { companyRegister } = COMPANIES_ENDPOINTS;

/** Step 1 of the company sign-up: the company, and a session of its own to add representatives. */
@HandlesEndpoint(companyRegister)
export class RegisterCompanyEndpoint {
  constructor(private readonly commands: CommandBus) {}

  async handle({
    body,
    context,
  }: EndpointRequest<typeof companyRegister>): Promise<Reply<typeof companyRegister>> {
    const company = await this.commands.execute(new RegisterCompany(body, context));
    const { session } = company;
    return {
      success: true,
      company_id: company.companyId,
      company_name: company.companyName,
      status: company.status,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      message: COMPANY_TEXTS.companyRegistered,
      position: session.position,
    };
  }
}
