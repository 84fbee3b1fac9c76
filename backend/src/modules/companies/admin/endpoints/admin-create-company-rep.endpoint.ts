import {
  ALL_COMPANY_REP_PERMISSIONS,
  COMPANIES_ADMIN_ENDPOINTS,
  COMPANY_TEXTS,
} from '@morphic/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { RegisterCompanyRep } from '../../commands/register-company-rep.handler';
import { AdminCompanyRepAnswer } from '../company-rep-answer';

const { adminCreateCompanyRep } = COMPANIES_ADMIN_ENDPOINTS;

/** An admin's representative is active and verified at once. */
@HandlesEndpoint(adminCreateCompanyRep)
export class CreateAdminCompanyRep {
  constructor(
    private readonly commands: CommandBus,
    private readonly answer: AdminCompanyRepAnswer,
  ) {}

  async handle({
    body,
    context,
  }: EndpointRequest<typeof adminCreateCompanyRep>): Promise<Reply<typeof adminCreateCompanyRep>> {
    const { repId, position } = await this.commands.execute(
      new RegisterCompanyRep(
        {
          companyId: body.company_id,
          email: body.email,
          password: body.password,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone,
          role: body.role,
          status: 'active',
          permissions: { ...ALL_COMPANY_REP_PERMISSIONS, ...body.permissions },
        },
        context,
      ),
    );
    return this.answer.of(repId, COMPANY_TEXTS.repRegistered, position);
  }
}
