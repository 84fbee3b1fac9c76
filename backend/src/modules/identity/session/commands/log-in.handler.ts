import {
  ACCOUNTS_COLLECTION,
  COMPANIES_COLLECTION,
  CREDENTIALS_COLLECTION,
  type AccountDoc,
  type CompanyDoc,
  type CredentialDoc,
} from '@morphic/contracts/server';
import { MESSAGES, SIGN_IN_TEXTS, type AccountType } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { ForbiddenException, HttpException, Inject, UnauthorizedException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PasswordHasher } from '../../../../infrastructure/auth/password-hasher';
import { AggregateRepository } from '../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../infrastructure/commands/command-context';
import { GuessThrottle } from '../../../../infrastructure/security/guess-throttle';
import type { GuessPolicy } from '../../../../infrastructure/security/rate-limit-policies';
import { SecurityLog } from '../../../../infrastructure/security/security-log';
import { READ_STORE } from '../../../../infrastructure/tokens';
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
    const account = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .findOne({ type: accountType, $or: [{ username_lower: login }, { email_lower: login }] });
    const credential = account
      ? await this.store
          .collection<CredentialDoc>(CREDENTIALS_COLLECTION)
          .findOne({ _id: account._id })
      : null;
    const matches = await this.hasher.verify(credential?.password_hash ?? null, password);
    if (!account || !credential || !matches) {
      await this.recordFailure(
        { username: usernameOrEmail.trim(), account_id: account?._id ?? null },
        accountType,
        'invalid_credentials',
        context,
      );
      await this.throttle.failed(policy, guessKeys, context);
      throw new UnauthorizedException(MESSAGES.invalidCredentials);
    }
    const refusal = await this.refusalFor(account);
    if (refusal) {
      await this.recordFailure(
        { username: account.username, account_id: account._id },
        accountType,
        refusal.message,
        context,
      );
      throw refusal;
    }

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

  private async refusalFor(account: AccountDoc): Promise<HttpException | null> {
    if (account.status === 'suspended') return new ForbiddenException(MESSAGES.accountSuspended);
    if (account.type === 'operator') return null;
    if (account.type === 'company_rep') {
      return account.status === 'pending_verification'
        ? new ForbiddenException(SIGN_IN_TEXTS.repPendingVerification)
        : null;
    }
    // A company still in review may sign in to add its representatives.
    const company = account.company_id
      ? await this.store
          .collection<CompanyDoc>(COMPANIES_COLLECTION)
          .findOne({ _id: account.company_id })
      : null;
    return company?.status === 'suspended'
      ? new ForbiddenException(SIGN_IN_TEXTS.companySuspended)
      : null;
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
