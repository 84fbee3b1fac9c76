import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { operatorRegistered } from '../../../testing/events/operator-events';
import { profileDecider, type UpdateProfileCommand } from './profile.decider';

const registered = operatorRegistered({
  full_name: 'Ada Lovelace',
  age: 36,
  education: 'masters',
  cohort: 'Genesis Cohort',
});
const updated = (data: Omit<EventData<'ProfileUpdated'>, 'operator_id'>): DomainEvent => ({
  type: 'ProfileUpdated',
  data: { operator_id: 'op-ada', ...data },
});

const spec = DeciderSpecification.for(profileDecider);
const given = (...events: DomainEvent[]) => spec.given(events).state;
const when = (events: DomainEvent[], changes: UpdateProfileCommand['changes']) =>
  spec.given(events).when({ operatorId: 'op-ada', changes });

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
    when([registered], {
      full_name: 'Ada Lovelace',
      age: 37,
      bio: 'Hello',
      university: undefined,
    }).then([updated({ age: 37, bio: 'Hello' })]);
  });

  it('records a cleared field as null', () => {
    when([registered, updated({ bio: 'Hello' })], { bio: null, education: null }).then([
      updated({ education: null, bio: null }),
    ]);
  });

  it('records nothing when nothing changes', () => {
    when([registered], {}).then([]);
    when([registered, updated({ bio: 'Hi' })], { bio: 'Hi', age: 36 }).then([]);
  });

  it('refuses an account that was never registered', () => {
    when([], { bio: 'Hi' }).thenRefuses('not_found', 'Operator not found');
  });

  it('ignores the events of the other deciders that share the stream', () => {
    const verified: DomainEvent = {
      type: 'OperatorEmailVerified',
      data: { operator_id: 'op-ada', email: 'ada@example.com' },
    };
    expect(given(registered, verified)).toEqual(given(registered));
  });
});
