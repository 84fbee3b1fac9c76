import { SIGN_IN_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { operatorRegistered } from '../../../testing/events/operator-events';
import {
  passwordResetDecider,
  passwordResetRequested,
  type PasswordResetCommand,
} from './password-reset.decider';

const NOW = Date.parse('2025-03-01T09:30:00.000Z');
const IN_AN_HOUR = '2025-03-01T10:30:00.000Z';

const registered = operatorRegistered({ operator_id: 'op-1', password_hash: '$argon2id$old' });
const repRegistered: DomainEvent = {
  type: 'CompanyRepRegistered',
  data: {
    rep_id: 'rep-1',
    company_id: 'co-1',
    email: 'nora@example.com',
    first_name: 'Nora',
    last_name: 'Finch',
    phone: null,
    password_hash: '$argon2id$old',
    role: 'manager',
    status: 'active',
    permissions: {
      can_view_tasks: true,
      can_manage_tasks: true,
      can_view_payments: true,
      can_manage_payments: false,
      can_view_reports: true,
      can_submit_complaints: true,
    },
  },
};
const requested = (hash: string, expiresAt = IN_AN_HOUR): DomainEvent => ({
  type: 'PasswordResetRequested',
  data: {
    account_id: 'op-1',
    account_type: 'operator',
    email: 'ada@example.com',
    token_hash: hash,
    expires_at: expiresAt,
    token_id: `id-of-${hash}`,
    link_page: 'reset_password',
  },
});
const completed = (hash: string): DomainEvent => ({
  type: 'PasswordResetCompleted',
  data: {
    account_id: 'op-1',
    account_type: 'operator',
    token_hash: hash,
    password_hash: '$argon2id$new',
  },
});
const complete = (hash: string, nowMs = NOW): PasswordResetCommand => ({
  kind: 'Complete',
  tokenHash: hash,
  passwordHash: '$argon2id$new',
  nowMs,
});

const spec = DeciderSpecification.for(passwordResetDecider);
const when = (past: DomainEvent[], command: PasswordResetCommand) => spec.given(past).when(command);
const invalidToken = ['invalid', SIGN_IN_TEXTS.invalidOrExpiredResetToken] as const;

describe('password reset decider', () => {
  it('records a requested token for an operator or a company representative', () => {
    const ada = { _id: 'op-1', type: 'operator', email: 'ada@example.com' } as const;
    const token = { tokenId: 'id-of-h1', hash: 'h1' };
    expect(passwordResetRequested(ada, token, IN_AN_HOUR, 'reset_password')).toEqual(
      requested('h1'),
    );
    const nora = { _id: 'rep-1', type: 'company_rep', email: 'nora@example.com' } as const;
    expect(passwordResetRequested(nora, token, IN_AN_HOUR, 'email_verification')).toEqual({
      type: 'PasswordResetRequested',
      data: {
        account_id: 'rep-1',
        account_type: 'company_rep',
        email: 'nora@example.com',
        token_hash: 'h1',
        expires_at: IN_AN_HOUR,
        token_id: 'id-of-h1',
        link_page: 'email_verification',
      },
    });
    expect(spec.given([repRegistered, requested('h1')]).state.tokens).toEqual({
      h1: IN_AN_HOUR,
    });
  });

  it('refuses to complete a reset of an account it does not know', () => {
    when([requested('h1')], complete('h1')).thenRefuses('not_found', 'Account not found');
  });

  it('resets the password with a known, unexpired token', () => {
    when([registered, requested('h1')], complete('h1')).then([completed('h1')]);
  });

  it('refuses an unknown token and an expired one', () => {
    when([registered, requested('h1')], complete('h2')).thenRefuses(...invalidToken);
    when([registered, requested('h1')], complete('h1', Date.parse(IN_AN_HOUR))).thenRefuses(
      ...invalidToken,
    );
  });

  it('uses a token once, and ends the other tokens mailed before the reset', () => {
    const past = [registered, requested('h1'), requested('h2'), completed('h2')];
    when(past, complete('h2')).thenRefuses(...invalidToken);
    when(past, complete('h1')).thenRefuses(...invalidToken);
    when([...past, requested('h3')], complete('h3')).then([completed('h3')]);
  });

  it('ends every token mailed before an admin set the password', () => {
    const setByAdmin: DomainEvent = {
      type: 'OperatorPasswordSetByAdmin',
      data: { operator_id: 'op-1', password_hash: '$argon2id$admin' },
    };
    const past = [registered, requested('h1'), setByAdmin];
    when(past, complete('h1')).thenRefuses(...invalidToken);
    when([...past, requested('h2')], complete('h2')).then([completed('h2')]);
  });
});
