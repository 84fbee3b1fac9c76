import {
  ACCOUNTS_COLLECTION,
  CREDENTIALS_COLLECTION,
  MESSAGES,
  STREAMS,
  type AccountDoc,
  type AccountType,
  type CredentialDoc,
  type LogPosition,
  type ReadStore,
} from '@morphic/contracts';
import { ForbiddenException, Inject, UnauthorizedException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PasswordHasher } from '../../../../infrastructure/auth/password-hasher';
import { TokenService } from '../../../../infrastructure/auth/token.service';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { READ_STORE } from '../../../../infrastructure/tokens';
import { sessionDecider } from '../session.decider';

export interface OpenedSession {
  readonly token: string;
  readonly expiresAt: Date;
  readonly accountId: string;
  readonly position: LogPosition | null;
}

/** Checks a password and opens a session for the matching account of the given type. */
export class LogIn extends Command<OpenedSession> {
  constructor(
    readonly accountType: AccountType,
    readonly usernameOrEmail: string,
    readonly password: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(LogIn)
export class LogInHandler implements ICommandHandler<LogIn> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly aggregates: AggregateRepository,
  ) {}

  async execute({
    accountType,
    usernameOrEmail,
    password,
    context,
  }: LogIn): Promise<OpenedSession> {
    const login = usernameOrEmail.trim().toLowerCase();
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ type: accountType, $or: [{ username_lower: login }, { email_lower: login }] });
    const credential = account
      ? await this.store
          .collection<CredentialDoc>(CREDENTIALS_COLLECTION)
          .findOne({ _id: account._id })
      : null;
    const matches = await this.hasher.verify(credential?.password_hash ?? null, password);
    if (!account || !credential || !matches)
      throw new UnauthorizedException(MESSAGES.invalidCredentials);
    if (account.status === 'suspended') throw new ForbiddenException(MESSAGES.accountSuspended);

    const issued = this.tokens.issue({
      accountId: account._id,
      type: account.type,
      role: account.role,
      username: account.username,
      impersonatorId: null,
    });
    const outcome = await this.aggregates.execute(
      STREAMS.session(issued.jti),
      sessionDecider,
      {
        kind: 'Open',
        session: {
          jti: issued.jti,
          account_id: account._id,
          account_type: account.type,
          expires_at: issued.expiresAt.toISOString(),
          impersonator_id: null,
        },
      },
      { ...context, actorId: account._id },
    );
    return {
      token: issued.token,
      expiresAt: issued.expiresAt,
      accountId: account._id,
      position: outcome.position,
    };
  }
}
