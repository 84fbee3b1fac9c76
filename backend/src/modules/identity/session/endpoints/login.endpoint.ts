import { IDENTITY_ENDPOINTS, MESSAGES } from '@morphic/contracts';
import { Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { TwoFactorChallenge } from '../../two-factor/two-factor-challenge';
import { LogIn } from '../commands/log-in.handler';
import { GetSessionUser } from '../queries/get-session-user.handler';
import { HasCompanyAccount } from '../queries/has-company-account.handler';

const { login } = IDENTITY_ENDPOINTS;

/** An operator's sign-in: a session, or the two-factor step the password unlocked. */
@HandlesEndpoint(login)
export class SignIn {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async handle(
    { body, context }: EndpointRequest<typeof login>,
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
}
