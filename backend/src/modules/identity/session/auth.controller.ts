import {
  LoginRequestSchema,
  MESSAGES,
  type LoginRequest,
  type LoginResponse,
  type LogPosition,
  type MeResponse,
} from '@morphic/contracts';
import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../infrastructure/auth/access.decorator';
import type { AuthenticatedRequest, Principal } from '../../../infrastructure/auth/principal';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { CommandEndpoint } from '../../../infrastructure/http/command.decorator';
import { ReadYourWrites } from '../../../infrastructure/http/read-your-writes';
import { Ctx } from '../../../infrastructure/http/request-context';
import { ApiZodBody, ZodBody } from '../../../infrastructure/http/zod-body';
import { LogIn } from './commands/log-in.handler';
import { LogOut } from './commands/log-out.handler';
import { GetSessionUser } from './queries/get-session-user.handler';

const principalOf = (request: AuthenticatedRequest): Principal => {
  if (!request.principal)
    throw new Error('AccessGuard lets no anonymous caller reach a user endpoint');
  return request.principal;
};

@ApiTags('auth')
@ApiBearerAuth()
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @ApiZodBody(LoginRequestSchema)
  async login(
    @ZodBody(LoginRequestSchema) body: LoginRequest,
    @Ctx() context: CommandContext,
  ): Promise<LoginResponse> {
    const session = await this.commands.execute(
      new LogIn('operator', body.username_or_email, body.password, context),
    );
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
    const { position } = await this.commands.execute(new LogOut(principalOf(request).jti, context));
    return { success: true, message: MESSAGES.loggedOut, position };
  }
}
