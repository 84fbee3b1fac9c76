import { SIGN_IN_TEXTS, effectiveRoles, hasAnyRole } from '@morphic/contracts';
import { STREAMS, type AccountDoc } from '@morphic/contracts/server';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '#infrastructure/clock/clock';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import type { AppConfig } from '#infrastructure/config/app-config';
import { GuessThrottle } from '#infrastructure/security/guess-throttle';
import { SecurityLog } from '#infrastructure/security/security-log';
import { APP_CONFIG } from '#infrastructure/tokens';
import { generateTotpSecret, totpUri } from './totp';
import { TwoFactorChallenge } from './two-factor-challenge';
import { twoFactorDecider } from './two-factor.decider';

/**
 * The TOTP step of an operator's sign-in, once the password is right. An enrolled account
 * needs a fresh code; an account holding a role of TWO_FACTOR_REQUIRED_ROLES enrols first.
 * Throws a `TwoFactorChallenge` (202 or 401) until the step is passed.
 */
@Injectable()
export class TwoFactorSignIn {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly throttle: GuessThrottle,
    private readonly securityLog: SecurityLog,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the account's roles make two-factor sign-in compulsory. */
  isRequiredFor(account: Pick<AccountDoc, 'role' | 'username'>): boolean {
    const roles = effectiveRoles(account.role, account.username, this.config.founderUsernames);
    return hasAnyRole(roles, this.config.twoFactorRequiredRoles);
  }

  async verify(account: AccountDoc, code: string | undefined, context: CommandContext) {
    if (account.type !== 'operator') return;
    const stream = STREAMS.operator(account._id);
    const { state } = await this.aggregates.load(stream, twoFactorDecider);
    if (!state.enabled && !this.isRequiredFor(account)) return;

    const typed = code?.trim() ?? '';
    if (!state.enabled && (!state.pendingSecret || !typed)) {
      const outcome = await this.aggregates.execute(
        stream,
        twoFactorDecider,
        { kind: 'StartSetup', secret: generateTotpSecret() },
        context,
      );
      const secret = outcome.state.pendingSecret ?? '';
      throw TwoFactorChallenge.setupRequired(totpUri(account.username, secret), secret);
    }
    if (!typed) {
      throw TwoFactorChallenge.codeRequired(SIGN_IN_TEXTS.enterAuthenticatorCode, false);
    }

    const keys = { account: account.username, ip: context.ip };
    await this.throttle.admit('two_factor', keys, context);
    try {
      await this.aggregates.execute(
        stream,
        twoFactorDecider,
        { kind: state.enabled ? 'AcceptCode' : 'Enable', code: typed, nowMs: this.clock.now() },
        context,
      );
    } catch (error) {
      if (!(error instanceof DomainRuleViolation)) throw error;
      await this.securityLog.record(context, {
        event_type: 'login_failure',
        severity: 'warning',
        username: account.username,
        account_id: account._id,
        details: { account_type: account.type, reason: 'invalid_two_factor_code' },
      });
      await this.throttle.failed('two_factor', keys, context);
      throw TwoFactorChallenge.codeRequired(SIGN_IN_TEXTS.invalidOrMissingCode, !state.enabled);
    }
  }
}
