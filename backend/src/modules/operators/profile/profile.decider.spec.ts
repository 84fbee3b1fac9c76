import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
import { profileDecider, type UpdateProfileCommand } from './profile.decider';

const registered: DomainEvent = {
  type: 'OperatorRegistered',
  data: {
    operator_id: 'op-ada',
    username: 'ada',
    email: 'ada@example.com',
    full_name: 'Ada Lovelace',
    password_hash: '$argon2id$hash',
    role: 'operator',
    age: 36,
    education: 'masters',
    university: null,
    cohort: 'Genesis Cohort',
    email_verified: true,
  },
};
const updated = (data: Omit<EventData<'ProfileUpdated'>, 'operator_id'>): DomainEvent => ({
  type: 'ProfileUpdated',
  data: { operator_id: 'op-ada', ...data },
});

const given = (...events: DomainEvent[]) => fold(profileDecider, events);
const when = (events: DomainEvent[], changes: UpdateProfileCommand['changes']) =>
  profileDecider.decide({ operatorId: 'op-ada', changes }, given(...events));

describe('profile decider', () => {
  it('starts from the registration, then follows each update field by field', () => {
    expect(given(registered, updated({ bio: 'Poet of numbers' }), updated({ age: 37 }))).toEqual({
      registered: true,
      profile: {
        full_name: 'Ada Lovelace',
        age: 37,
        education: 'masters',
        university: null,
        bio: 'Poet of numbers',
        avatar_url: null,
      },
    });
  });

  it('records only the fields that change', () => {
    expect(
      when([registered], {
        full_name: 'Ada Lovelace',
        age: 37,
        bio: 'Hello',
        university: undefined,
      }),
    ).toEqual([updated({ age: 37, bio: 'Hello' })]);
  });

  it('records a cleared field as null', () => {
    expect(when([registered, updated({ bio: 'Hello' })], { bio: null, education: null })).toEqual([
      updated({ education: null, bio: null }),
    ]);
  });

  it('records nothing when nothing changes', () => {
    expect(when([registered], {})).toEqual([]);
    expect(when([registered, updated({ bio: 'Hi' })], { bio: 'Hi', age: 36 })).toEqual([]);
  });

  it('refuses an account that was never registered', () => {
    expect(() => when([], { bio: 'Hi' })).toThrow(
      new DomainRuleViolation('not_found', 'Operator not found'),
    );
  });

  it('ignores the events of the other deciders that share the stream', () => {
    const verified: DomainEvent = {
      type: 'OperatorEmailVerified',
      data: { operator_id: 'op-ada', email: 'ada@example.com' },
    };
    expect(given(registered, verified)).toEqual(given(registered));
  });
});
