import { IMPERSONATION_TEXTS, type AccountType, type SessionUser } from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import type { AuthenticatedRequest, Principal } from '../../../infrastructure/auth/principal';
import { principalOf } from '../../../infrastructure/auth/ownership';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { GetSessionUser } from '../session/queries/get-session-user.handler';
import { EndImpersonation } from './commands/end-impersonation.handler';
import { StartImpersonation } from './commands/start-impersonation.handler';

interface SessionAnswer {
  success: true;
  token: string;
  expires_at: string;
  user: SessionUser;
  message: string;
  position: LogPosition | null;
}

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin')
export class ImpersonationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post('operators/:id/impersonate')
  @HttpCode(200)
  @Access('admin')
  @CommandEndpoint()
  impersonateOperator(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<SessionAnswer> {
    return this.start(id, 'operator', principalOf(request), context);
  }

  @Post('impersonate/company-rep/:id')
  @HttpCode(200)
  @Access('admin')
  @CommandEndpoint()
  async impersonateCompanyRep(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<SessionAnswer & { company_rep: SessionUser }> {
    const answer = await this.start(id, 'company_rep', principalOf(request), context);
    return { ...answer, company_rep: answer.user };
  }

  @Post('impersonation/switch-back')
  @HttpCode(200)
  @Access('user')
  @CommandEndpoint()
  async switchBack(
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<SessionAnswer> {
    const session = await this.commands.execute(
      new EndImpersonation(principalOf(request), context),
    );
    // The new token must work on the very next request: its session is in the read model.
    await this.readYourWrites.settled(session.position);
    const user = await this.queries.execute(new GetSessionUser(session.accountId, null));
    return {
      success: true,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      user,
      message: IMPERSONATION_TEXTS.switchedBack,
      position: session.position,
    };
  }

  private async start(
    targetId: string,
    targetType: AccountType,
    admin: Principal,
    context: CommandContext,
  ): Promise<SessionAnswer> {
    const { session, target } = await this.commands.execute(
      new StartImpersonation(targetId, targetType, admin, context),
    );
    await this.readYourWrites.settled(session.position);
    const user = await this.queries.execute(new GetSessionUser(target._id, admin.accountId));
    return {
      success: true,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      user,
      message: IMPERSONATION_TEXTS.started(target.full_name?.trim() || target.username),
      position: session.position,
    };
  }
}
