import { SIGN_IN_TEXTS, type AccountType } from '@morphic/contracts';
import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

/**
 * Password resets of one account, folded from its own stream (`operator-<id>` or
 * `companyrep-<id>`): the reset tokens mailed and not yet used up.
 */
export interface PasswordResetState {
  readonly accountId: string | null;
  readonly accountType: AccountType | null;
  /** Token hash to expiry (ISO time) of every token still usable. */
  readonly tokens: Readonly<Record<string, string>>;
}

export interface PasswordResetCommand {
  readonly kind: 'Complete';
  readonly tokenHash: string;
  readonly passwordHash: string;
  readonly nowMs: number;
}

type PasswordResetEvent = EventOfType<'PasswordResetCompleted'>;

/**
 * Which page the mailed link opens: the reset page (`/reset-password?token=`) or the email
 * verification page in reset mode (`/email-verification?reset_token=&uid=`).
 */
export type ResetLinkPage = NonNullable<EventData<'PasswordResetRequested'>['link_page']>;

/** An account a reset link is asked for, as the login lookup found it. */
export interface ResetAccount {
  readonly _id: string;
  readonly type: AccountType;
  readonly email: string;
}

/**
 * A reset link asked for an account. Nothing in the account's stream can refuse it (the lookup
 * that found the account is its one condition), so it is appended unread: a request for a known
 * login then reads no more than one for an unknown login, and takes no longer.
 */
export function passwordResetRequested(
  account: ResetAccount,
  token: { readonly tokenId: string; readonly hash: string },
  expiresAt: string,
  linkPage: ResetLinkPage,
): EventOfType<'PasswordResetRequested'> {
  return {
    type: 'PasswordResetRequested',
    data: {
      account_id: account._id,
      account_type: account.type,
      email: account.email,
      token_hash: token.hash,
      expires_at: expiresAt,
      token_id: token.tokenId,
      link_page: linkPage,
    },
  };
}

export const passwordResetDecider: Decider<
  PasswordResetState,
  PasswordResetCommand,
  PasswordResetEvent
> = {
  initialState: { accountId: null, accountType: null, tokens: {} },

  evolve(state: PasswordResetState, event: DomainEvent): PasswordResetState {
    switch (event.type) {
      case 'OperatorRegistered':
        return { ...state, accountId: event.data.operator_id, accountType: 'operator' };
      case 'CompanyRepRegistered':
        return { ...state, accountId: event.data.rep_id, accountType: 'company_rep' };
      case 'CompanyRegistered':
        // Only a company that signed itself up has a password to reset.
        if (event.data.password_hash === undefined) return state;
        return { ...state, accountId: event.data.company_id, accountType: 'company' };
      case 'PasswordResetRequested':
        return {
          ...state,
          tokens: { ...state.tokens, [event.data.token_hash]: event.data.expires_at },
        };
      case 'PasswordResetCompleted':
        // Single use, and the other links mailed before it die with it.
        return { ...state, tokens: {} };
      case 'OperatorPasswordSetByAdmin':
        // A password an admin set ends the links mailed before it: none may replace it.
        return { ...state, tokens: {} };
      default:
        return state;
    }
  },

  decide(command: PasswordResetCommand, state: PasswordResetState): PasswordResetEvent[] {
    const { accountId, accountType } = state;
    if (!accountId || !accountType) throw new DomainRuleViolation('not_found', 'Account not found');
    const expiresAt = state.tokens[command.tokenHash];
    if (expiresAt === undefined || Date.parse(expiresAt) <= command.nowMs) {
      throw new DomainRuleViolation('invalid', SIGN_IN_TEXTS.invalidOrExpiredResetToken);
    }
    return [
      {
        type: 'PasswordResetCompleted',
        data: {
          account_id: accountId,
          account_type: accountType,
          token_hash: command.tokenHash,
          password_hash: command.passwordHash,
        },
      },
    ];
  },
};
