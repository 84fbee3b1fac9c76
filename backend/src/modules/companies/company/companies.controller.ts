import { COMPANIES_ENDPOINTS, COMPANY_TEXTS, MESSAGES, type BodyOf } from '@morphic/contracts';
import { COMPANIES_COLLECTION, type CompanyDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Controller, Inject, NotFoundException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { READ_STORE } from '#infrastructure/tokens';
import { LogIn } from '../../identity/session/commands/log-in.handler';
import { RegisterCompany } from './commands/register-company.handler';

const { companyRegister, companyLogin, companyMe } = COMPANIES_ENDPOINTS;

/** A company's own account: sign-up (step 1), sign-in to add representatives, and itself. */
@ApiTags('companies')
@Controller()
export class CompaniesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @Endpoint(companyRegister)
  async register(
    @RequestBody() body: BodyOf<typeof companyRegister>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof companyRegister>> {
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

  /** 401 for a wrong password (the guess limits apply), 403 while the company is suspended. */
  @Endpoint(companyLogin)
  async login(
    @RequestBody() body: BodyOf<typeof companyLogin>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof companyLogin>> {
    const session = await this.commands.execute(
      new LogIn('company', body.email, body.password, context),
    );
    await this.readYourWrites.settled(session.position);
    const company = await this.companyOf(session.accountId);
    return {
      success: true,
      company_id: company._id,
      company_name: company.company_name,
      status: company.status,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      message: MESSAGES.loginSuccess,
      position: session.position,
    };
  }

  @Endpoint(companyMe)
  async me(@Caller() caller: Principal): Promise<Reply<typeof companyMe>> {
    const company = await this.companyOf(caller.accountId);
    return {
      success: true,
      id: company._id,
      company_name: company.company_name,
      status: company.status,
    };
  }

  private async companyOf(companyId: string): Promise<CompanyDoc> {
    const company = await this.store
      .collection<CompanyDoc>(COMPANIES_COLLECTION)
      .findOne({ _id: companyId });
    if (!company) throw new NotFoundException(COMPANY_TEXTS.companyNotFound);
    return company;
  }
}
