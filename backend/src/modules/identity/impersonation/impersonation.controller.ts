import { IDENTITY_ENDPOINTS, IMPERSONATION_TEXTS, type AccountType } from '@morphic/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { PathParam } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { GetSessionUser } from '../session/queries/get-session-user.handler';
import { EndImpersonation } from './commands/end-impersonation.handler';
import { StartImpersonation } from './commands/start-impersonation.handler';

const { impersonateOperator, impersonateCompanyRep, switchBack } = IDENTITY_ENDPOINTS;

type SessionAnswer = Reply<typeof impersonateOperator>;

@ApiTags('admin')
@Controller()
export class ImpersonationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Endpoint(impersonateOperator)
  impersonateOperator(
    @PathParam('id') id: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<SessionAnswer> {
    return this.start(id, 'operator', caller, context);
  }

  @Endpoint(impersonateCompanyRep)
  async impersonateCompanyRep(
    @PathParam('id') id: string,
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof impersonateCompanyRep>> {
    const answer = await this.start(id, 'company_rep', caller, context);
    return { ...answer, company_rep: answer.user };
  }

  @Endpoint(switchBack)
  async switchBack(
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof switchBack>> {
    const session = await this.commands.execute(new EndImpersonation(caller, context));
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
