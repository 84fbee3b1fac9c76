import { COMPANIES_ENDPOINTS, COMPANY_TEXTS, MESSAGES, type BodyOf } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller, OptionalCaller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { LogIn } from '../../identity/session/commands/log-in.handler';
import { GetSessionUser } from '../../identity/session/queries/get-session-user.handler';
import { SignUpCompanyRep } from './commands/sign-up-company-rep.handler';
import { GetCompanyOverview } from './queries/get-company-overview.handler';
import { GetCompanyRep } from './queries/get-company-rep.handler';

const { companyRepLogin, companyRepMe, companyOverview, companyRepRegister } = COMPANIES_ENDPOINTS;

/** Company representatives: their own sign-in (same checks as everyone's) and company view. */
@ApiTags('company-reps')
@Controller()
export class CompanyRepsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /**
   * 403 for a suspended or unverified representative. A company not active still signs them in,
   * to its holding message and their notifications; its work answers 423.
   */
  @Endpoint(companyRepLogin)
  async login(
    @RequestBody() body: BodyOf<typeof companyRepLogin>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof companyRepLogin>> {
    const session = await this.commands.execute(
      new LogIn('company_rep', body.email, body.password, context),
    );
    await this.readYourWrites.settled(session.position);
    const [user, companyRep] = await Promise.all([
      this.queries.execute(new GetSessionUser(session.accountId, null)),
      this.queries.execute(new GetCompanyRep(session.accountId)),
    ]);
    return {
      success: true,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      status: companyRep.company_status,
      company_rep: companyRep,
      user,
      message: MESSAGES.loginSuccess,
    };
  }

  /** Step 2 of the company sign-up: needs the company's own session and the mailed code. */
  @Endpoint(companyRepRegister)
  async register(
    @RequestBody() body: BodyOf<typeof companyRepRegister>,
    @OptionalCaller() company: Principal | undefined,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof companyRepRegister>> {
    const { repId, session } = await this.commands.execute(
      new SignUpCompanyRep(body, company, context),
    );
    await this.readYourWrites.settled(session.position);
    const [user, companyRep] = await Promise.all([
      this.queries.execute(new GetSessionUser(repId, null)),
      this.queries.execute(new GetCompanyRep(repId)),
    ]);
    return {
      success: true,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      status: companyRep.company_status,
      company_rep: companyRep,
      user,
      message: COMPANY_TEXTS.repRegistered,
      position: session.position,
    };
  }

  @Endpoint(companyRepMe)
  async me(@Caller() caller: Principal): Promise<Reply<typeof companyRepMe>> {
    return {
      success: true,
      company_rep: await this.queries.execute(new GetCompanyRep(caller.accountId)),
    };
  }

  @Endpoint(companyOverview)
  company(@Caller() caller: Principal): Promise<Reply<typeof companyOverview>> {
    return this.queries.execute(new GetCompanyOverview(caller.accountId));
  }
}
