import { IDENTITY_ENDPOINTS, IMPERSONATION_TEXTS, type AccountType } from '@morphic/contracts';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { GetSessionUser } from '../session/queries/get-session-user.handler';
import { StartImpersonation } from './commands/start-impersonation.handler';

type SessionAnswer = Reply<typeof IDENTITY_ENDPOINTS.impersonateOperator>;

/** An admin's session as another account, answered once the read model has it. */
@Injectable()
export class ImpersonationStart {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async start(
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
