import { IDENTITY_ENDPOINTS, MESSAGES, type BodyOf } from '@morphic/contracts';
import { Controller, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Caller } from '#infrastructure/auth/caller.decorator';
import type { Principal } from '#infrastructure/auth/principal';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { TwoFactorChallenge } from '../two-factor/two-factor-challenge';
import { LogIn } from './commands/log-in.handler';
import { LogOut } from './commands/log-out.handler';
import { GetSessionUser } from './queries/get-session-user.handler';
import { HasCompanyAccount } from './queries/has-company-account.handler';

const { login, me, logout } = IDENTITY_ENDPOINTS;

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Endpoint(login)
  async login(
    @RequestBody() body: BodyOf<typeof login>,
    @Ctx() context: CommandContext,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<typeof login>> {
    let session;
    try {
      session = await this.commands.execute(
        new LogIn('operator', body.username_or_email, body.password, context, body.code),
      );
    } catch (error) {
      if (!(error instanceof TwoFactorChallenge)) throw error;
      // Not an error: the password was right and the answer says which code step comes next.
      // (The 401 that asks for a code is outside the response schema, which describes the 2xx.)
      response.status(error.status);
      return error.body as Reply<typeof login>;
    }
    await this.readYourWrites.settled(session.position);
    const user = await this.queries.execute(new GetSessionUser(session.accountId, null));
    const companyAccount = await this.queries.execute(new HasCompanyAccount(user.email));
    return {
      success: true,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      user,
      message: MESSAGES.loginSuccess,
      company_account: companyAccount,
    };
  }

  @Endpoint(me)
  async me(@Caller() caller: Principal): Promise<Reply<typeof me>> {
    const user = await this.queries.execute(
      new GetSessionUser(caller.accountId, caller.impersonatorId),
    );
    return { success: true, user };
  }

  @Endpoint(logout)
  async logout(
    @Caller() caller: Principal,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof logout>> {
    const { position } = await this.commands.execute(new LogOut(caller.jti, context));
    return { success: true, message: MESSAGES.loggedOut, position };
  }
}
