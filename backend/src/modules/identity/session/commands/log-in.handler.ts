import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { MESSAGES, SIGN_IN_TEXTS, type AccountType } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { ForbiddenException, HttpException, Inject, UnauthorizedException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PasswordHasher } from '#infrastructure/auth/password-hasher';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { GuessThrottle } from '#infrastructure/security/guess-throttle';
import type { GuessPolicy } from '#infrastructure/security/rate-limit-policies';
import { SecurityLog } from '#infrastructure/security/security-log';
import { READ_STORE } from '#infrastructure/tokens';
import { accountStandingFold, type AccountStanding } from '../../account-standing';
import { accountStreamOf } from '../../recovery/account-stream';
import { TwoFactorSignIn } from '../../two-factor/two-factor-sign-in';
import { SessionIssuer, type OpenedSession } from '../session-issuer';

export type { OpenedSession } from '../session-issuer';

/**
 * Checks a password and opens a session for the matching account of the given type. Failed
 * attempts count against that type's guess limits (`GuessThrottle`: a stranger slows an account
 * down but never locks its owner out); an operator may need a TOTP `code`
 * (`TwoFactorChallenge`). A representative whose company is not active signs in too: the
 * company screens hold them at the holding message, and their data endpoints refuse (423).
 */
export class LogIn extends Command<OpenedSession> {
  constructor(
    readonly accountType: AccountType,
    readonly usernameOrEmail: string,
    readonly password: string,
    readonly context: CommandContext,
    readonly code?: string,
  ) {
    super();
  }
}

/** Each login the Sign In dialog may try in turn counts its own failures. */
const GUESS_POLICY_OF: Readonly<Record<AccountType, GuessPolicy>> = {
  operator: 'login',
  company_rep: 'company_login',
  company: 'company_account_login',
};

@CommandHandler(LogIn)
export class LogInHandler implements ICommandHandler<LogIn> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly aggregates: AggregateRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly throttle: GuessThrottle,
    private readonly securityLog: SecurityLog,
    private readonly twoFactor: TwoFactorSignIn,
  ) {}

  async execute({
    accountType,
    usernameOrEmail,
    password,
    context,
    code,
  }: LogIn): Promise<OpenedSession> {
    const login = usernameOrEmail.trim().toLowerCase();
    const policy = GUESS_POLICY_OF[accountType];
    const guessKeys = { account: login, ip: context.ip };
    await this.throttle.admit(policy, guessKeys, context);
    // The login names an account through the read model (a lookup); its password and whether
    // it may sign in are decided from its own stream.
    const found = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ type: accountType, $or: [{ username_lower: login }, { email_lower: login }] });
    const standing = found
      ? (await this.aggregates.load(accountStreamOf(found.type, found._id), accountStandingFold))
          .state
      : null;
    const passwordHash = standing?.exists ? standing.passwordHash : null;
    const matches = await this.hasher.verify(passwordHash, password);
    if (!found || !standing || passwordHash === null || !matches) {
      await this.recordFailure(
        { username: usernameOrEmail.trim(), account_id: found?._id ?? null },
        accountType,
        'invalid_credentials',
        context,
      );
      await this.throttle.failed(policy, guessKeys, context);
      throw new UnauthorizedException(MESSAGES.invalidCredentials);
    }
    const refusal = refusalFor(accountType, standing);
    if (refusal) {
      await this.recordFailure(
        { username: found.username, account_id: found._id },
        accountType,
        refusal.message,
        context,
      );
      throw refusal;
    }
    // The session carries the roles as the stream has them.
    const account = { ...found, role: standing.role };

    const actor = { ...context, actorId: account._id };
    await this.twoFactor.verify(account, code, actor);
    // The session and its security record, in one append.
    const session = await this.aggregates.decide(actor, async (streams) => {
      const opened = await this.sessions.openIn(streams, account);
      this.securityLog.entryIn(streams, context, {
        event_type: 'login_success',
        severity: 'info',
        username: account.username,
        account_id: account._id,
        details: { account_type: accountType, jti: opened.jti },
      });
      return opened;
    });
    await this.throttle.succeeded(policy, guessKeys);
    return session;
  }

  /** The login as typed, and the account it matched (an attempt on that account), if any. */
  private recordFailure(
    login: { readonly username: string; readonly account_id: string | null },
    accountType: AccountType,
    reason: string,
    context: CommandContext,
  ): Promise<void> {
    return this.securityLog.record(context, {
      event_type: 'login_failure',
      severity: 'warning',
      ...login,
      details: { account_type: accountType, reason },
    });
  }
}

/**
 * Why the account may not sign in, or null. A company still in review may sign in to add its
 * representatives; a representative waits for their verification.
 */
function refusalFor(type: AccountType, standing: AccountStanding): HttpException | null {
  if (standing.status === 'suspended') {
    return new ForbiddenException(
      type === 'company' ? SIGN_IN_TEXTS.companySuspended : MESSAGES.accountSuspended,
    );
  }
  if (type === 'company_rep' && standing.status === 'pending_verification') {
    return new ForbiddenException(SIGN_IN_TEXTS.repPendingVerification);
  }
  return null;
}
