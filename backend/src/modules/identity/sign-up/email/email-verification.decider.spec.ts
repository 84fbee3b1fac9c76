import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../../infrastructure/commands/decider';
import { emailVerificationDecider } from './email-verification.decider';

const registration = (emailVerified: boolean): DomainEvent => ({
  type: 'OperatorRegistered',
  data: {
    operator_id: 'op-1',
    username: 'ada',
    email: 'Ada@Example.com',
    full_name: null,
    password_hash: '$argon2id$hash',
    role: 'operator',
    age: null,
    education: null,
    university: null,
    cohort: null,
    email_verified: emailVerified,
  } satisfies EventData<'OperatorRegistered'>,
});
const verified: DomainEvent = {
  type: 'OperatorEmailVerified',
  data: { operator_id: 'op-1', email: 'Ada@Example.com' },
};

const when = (past: DomainEvent[], email = 'ada@example.com') =>
  emailVerificationDecider.decide(
    { kind: 'VerifyEmail', email },
    fold(emailVerificationDecider, past),
  );

describe('email verification decider', () => {
  it('marks an unverified operator email verified, whatever its case', () => {
    expect(when([registration(false)])).toEqual([verified]);
  });

  it('changes nothing when the email is already verified', () => {
    expect(when([registration(true)])).toEqual([]);
    expect(when([registration(false), verified])).toEqual([]);
  });

  it('refuses a code mailed to another address', () => {
    expect(() => when([registration(false)], 'eve@example.com')).toThrow(
      new DomainRuleViolation('invalid', 'Verification failed'),
    );
  });

  it('refuses an account that does not exist', () => {
    expect(() => when([])).toThrow(new DomainRuleViolation('not_found', 'Account not found'));
  });

  it('ignores events other deciders of the operator stream care about', () => {
    const other: DomainEvent = {
      type: 'SessionOpened',
      data: {
        jti: 'j',
        account_id: 'op-1',
        account_type: 'operator',
        expires_at: '2025-03-02T09:00:00.000Z',
        impersonator_id: null,
      },
    };
    expect(when([registration(false), other])).toEqual([verified]);
  });
});
