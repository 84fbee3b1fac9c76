import type { DomainEvent } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';
import { DeciderSpecification } from './decider-specification';

/** A cohort setting that refuses an empty name and records nothing when it is already set. */
const cohortDecider: Decider<string, { name: string }> = {
  initialState: 'Genesis Cohort',
  evolve: (state, event) => (event.type === 'CurrentCohortSet' ? event.data.name : state),
  decide: ({ name }, current) => {
    if (name === '') throw new DomainRuleViolation('invalid', 'A cohort needs a name');
    return name === current ? [] : [{ type: 'CurrentCohortSet', data: { name } }];
  },
};
const cohortSet = (name: string): DomainEvent => ({ type: 'CurrentCohortSet', data: { name } });
const spec = DeciderSpecification.for(cohortDecider);

describe('DeciderSpecification', () => {
  it('folds the given events into the state the command meets', () => {
    expect(spec.given().state).toBe('Genesis Cohort');
    expect(spec.given([cohortSet('Cohort 2')]).state).toBe('Cohort 2');
    spec
      .given([cohortSet('Cohort 2')])
      .when({ name: 'Cohort 2' })
      .then([]);
    spec
      .givenState('Cohort 3')
      .when({ name: 'Cohort 2' })
      .then([cohortSet('Cohort 2')]);
  });

  it('passes when the decided events are the expected ones, and fails when they differ', () => {
    const when = spec.given().when({ name: 'Cohort 2' });
    when.then([cohortSet('Cohort 2')]);
    expect(when.events()).toEqual([cohortSet('Cohort 2')]);
    expect(() => when.then([cohortSet('Cohort 3')])).toThrow(/Cohort 3/);
    expect(() => when.then([])).toThrow();
    expect(() => when.thenRefuses('invalid', 'A cohort needs a name')).toThrow(/refused/);
  });

  it('passes on the expected refusal, and fails when the kind or the message differs', () => {
    const when = spec.given().when({ name: '' });
    when.thenRefuses('invalid', 'A cohort needs a name');
    expect(() => when.thenRefuses('conflict', 'A cohort needs a name')).toThrow(/conflict/);
    expect(() => when.thenRefuses('invalid', 'Name the cohort')).toThrow(/Name the cohort/);
    expect(() => when.then([])).toThrow(/decided/);
    expect(() => when.events()).toThrow(
      new DomainRuleViolation('invalid', 'A cohort needs a name'),
    );
  });

  it('lets errors that are no rule violation through', () => {
    const broken: Decider<string, null> = {
      ...cohortDecider,
      decide: () => {
        throw new TypeError('bug');
      },
    };
    expect(() => DeciderSpecification.for(broken).given().when(null).then([])).toThrow(
      new TypeError('bug'),
    );
  });
});
