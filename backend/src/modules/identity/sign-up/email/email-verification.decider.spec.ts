import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../../testing/decider-specification';
import { operatorRegistered } from '../../../../testing/events/operator-events';
import { emailVerificationDecider } from './email-verification.decider';

const registration = (emailVerified: boolean) =>
  operatorRegistered({
    operator_id: 'op-1',
    email: 'Ada@Example.com',
    email_verified: emailVerified,
  });
const verified: DomainEvent = {
  type: 'OperatorEmailVerified',
  data: { operator_id: 'op-1', email: 'Ada@Example.com' },
};

const spec = DeciderSpecification.for(emailVerificationDecider);
const when = (past: DomainEvent[], email = 'ada@example.com') =>
  spec.given(past).when({ kind: 'VerifyEmail', email });

describe('email verification decider', () => {
  it('marks an unverified operator email verified, whatever its case', () => {
    when([registration(false)]).then([verified]);
  });

  it('changes nothing when the email is already verified', () => {
    when([registration(true)]).then([]);
    when([registration(false), verified]).then([]);
  });

  it('refuses a code mailed to another address', () => {
    when([registration(false)], 'eve@example.com').thenRefuses('invalid', 'Verification failed');
  });

  it('refuses an account that does not exist', () => {
    when([]).thenRefuses('not_found', 'Account not found');
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
    when([registration(false), other]).then([verified]);
  });
});
