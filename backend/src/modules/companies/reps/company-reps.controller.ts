import {
  CompanyLoginRequestSchema,
  MESSAGES,
  type CompanyLoginRequest,
  type CompanyLoginResponse,
  type CompanyOverviewResponse,
  type CompanyRepMeResponse,
} from '@morphic/contracts';
import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import { principalOf } from '../../../infrastructure/auth/ownership';
import type { AuthenticatedRequest } from '../../../infrastructure/auth/principal';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { LogIn } from '../../identity/session/commands/log-in.handler';
import { GetSessionUser } from '../../identity/session/queries/get-session-user.handler';
import { GetCompanyOverview } from './queries/get-company-overview.handler';
import { GetCompanyRep } from './queries/get-company-rep.handler';

/** Company representatives: their own sign-in (same checks as everyone's) and company view. */
@ApiTags('company-reps')
@ApiBearerAuth()
@Controller('api/company-reps')
export class CompanyRepsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** 403 for a suspended or unverified representative, 423 while the company is not active. */
  @Post('login')
  @HttpCode(200)
  @Access('public')
  @ApiZodBody(CompanyLoginRequestSchema)
  async login(
    @ZodBody(CompanyLoginRequestSchema) body: CompanyLoginRequest,
    @Ctx() context: CommandContext,
  ): Promise<CompanyLoginResponse> {
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

  @Get('me')
  @Access('company_rep')
  async me(@Req() request: AuthenticatedRequest): Promise<CompanyRepMeResponse> {
    return {
      success: true,
      company_rep: await this.queries.execute(new GetCompanyRep(principalOf(request).accountId)),
    };
  }

  @Get('me/company')
  @Access('company_rep')
  company(@Req() request: AuthenticatedRequest): Promise<CompanyOverviewResponse> {
    return this.queries.execute(new GetCompanyOverview(principalOf(request).accountId));
  }
}
