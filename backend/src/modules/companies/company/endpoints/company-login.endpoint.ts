import { COMPANIES_ENDPOINTS, MESSAGES } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { READ_STORE } from '#infrastructure/tokens';
import { LogIn } from '../../../identity/session/commands/log-in.handler';
import { companyOf } from '../company-of';

const { companyLogin } = COMPANIES_ENDPOINTS;

/** 401 for a wrong password (the guess limits apply), 403 while the company is suspended. */
@HandlesEndpoint(companyLogin)
export class SignInCompany {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async handle({
    body,
    context,
  }: EndpointRequest<typeof companyLogin>): Promise<Reply<typeof companyLogin>> {
    const session = await this.commands.execute(
      new LogIn('company', body.email, body.password, context),
    );
    await this.readYourWrites.settled(session.position);
    const company = await companyOf(this.store, session.accountId);
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
}
