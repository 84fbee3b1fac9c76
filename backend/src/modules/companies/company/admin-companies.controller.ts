import { COMPANIES_ENDPOINTS, COMPANY_TEXTS, type BodyOf } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam, RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { Ctx } from '#infrastructure/http/request-context';
import { ChangeCompanyStatus } from './commands/change-company-status.handler';

const { adminCompanyStatus } = COMPANIES_ENDPOINTS;

/** The admin console's company actions. */
@ApiTags('admin')
@Controller()
export class AdminCompaniesController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(adminCompanyStatus)
  async setStatus(
    @PathParam('id') companyId: string,
    @RequestBody() body: BodyOf<typeof adminCompanyStatus>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof adminCompanyStatus>> {
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
