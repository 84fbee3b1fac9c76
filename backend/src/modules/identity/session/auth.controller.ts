import {
  LoginRequestSchema,
  MESSAGES,
  type LoginRequest,
  type LoginResponse,
  type MeResponse,
  type TwoFactorRequired,
  type TwoFactorSetupRequired,
} from '@morphic/contracts';
import type { LogPosition } from '@morphic/stores';
import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../../../infrastructure/auth/access.decorator';
import type { AuthenticatedRequest } from '../../../infrastructure/auth/principal';
import { principalOf } from '../../../infrastructure/auth/ownership';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { SecurityLog } from '../../../infrastructure/security/security-log';
import { TwoFactorChallenge } from '../two-factor/two-factor-challenge';
import { LogIn } from './commands/log-in.handler';
import { LogOut } from './commands/log-out.handler';
import { GetSessionUser } from './queries/get-session-user.handler';

@ApiTags('auth')
@ApiBearerAuth()
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly securityLog: SecurityLog,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @ApiZodBody(LoginRequestSchema)
  async login(
    @ZodBody(LoginRequestSchema) body: LoginRequest,
    @Ctx() context: CommandContext,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse | TwoFactorSetupRequired | TwoFactorRequired> {
    let session;
    try {
      session = await this.commands.execute(
        new LogIn('operator', body.username_or_email, body.password, context, body.code),
      );
    } catch (error) {
      if (!(error instanceof TwoFactorChallenge)) throw error;
      // Not an error: the password was right and the answer says which code step comes next.
      response.status(error.status);
      return error.body;
    }
    await this.readYourWrites.settled(session.position);
    const user = await this.queries.execute(new GetSessionUser(session.accountId, null));
    return {
      success: true,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      user,
      message: MESSAGES.loginSuccess,
    };
  }

  @Get('me')
  @Access('user')
  async me(@Req() request: AuthenticatedRequest): Promise<MeResponse> {
    const principal = principalOf(request);
    const user = await this.queries.execute(
      new GetSessionUser(principal.accountId, principal.impersonatorId),
    );
    return { success: true, user };
  }

  @Post('logout')
  @HttpCode(200)
  @Access('user')
  @CommandEndpoint()
  async logout(
    @Req() request: AuthenticatedRequest,
    @Ctx() context: CommandContext,
  ): Promise<{ success: true; message: string; position: LogPosition | null }> {
    const principal = principalOf(request);
    const { position } = await this.commands.execute(new LogOut(principal.jti, context));
    await this.securityLog.record(context, {
      event_type: 'logout',
      severity: 'info',
      username: principal.username,
      details: { jti: principal.jti },
    });
    return { success: true, message: MESSAGES.loggedOut, position };
  }
}
