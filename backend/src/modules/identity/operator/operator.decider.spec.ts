import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
import { operatorDecider } from './operator.decider';

const registration: EventData<'OperatorRegistered'> = {
  operator_id: 'op-1',
  username: 'ada',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  password_hash: '$argon2id$hash',
  role: 'operator',
  age: 36,
  education: 'other',
  university: null,
  cohort: 'Genesis Cohort',
  email_verified: true,
};

describe('operator decider', () => {
  it('registers a new operator', () => {
    expect(
      operatorDecider.decide({ kind: 'Register', registration }, operatorDecider.initialState),
    ).toEqual([{ type: 'OperatorRegistered', data: registration }]);
  });

  it('refuses to register the same account twice', () => {
    const past: DomainEvent[] = [{ type: 'OperatorRegistered', data: registration }];
    expect(() =>
      operatorDecider.decide({ kind: 'Register', registration }, fold(operatorDecider, past)),
    ).toThrow(new DomainRuleViolation('conflict', 'This account already exists'));
  });
});
