import { DeciderSpecification } from '../../../testing/decider-specification';
import { operatorRegistered } from '../../../testing/events/operator-events';
import { operatorDecider } from './operator.decider';

const registered = operatorRegistered({
  operator_id: 'op-1',
  full_name: 'Ada Lovelace',
  age: 36,
  education: 'other',
  cohort: 'Genesis Cohort',
});
const registration = registered.data;
const spec = DeciderSpecification.for(operatorDecider);

describe('operator decider', () => {
  it('registers a new operator', () => {
    spec.given().when({ kind: 'Register', registration }).then([registered]);
  });

  it('refuses to register the same account twice', () => {
    spec
      .given([registered])
      .when({ kind: 'Register', registration })
      .thenRefuses('conflict', 'This account already exists');
  });
});
