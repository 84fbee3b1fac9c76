import { DeciderSpecification } from '../../testing/decider-specification';
import { reactorCheckpointDecider as decider } from './reactor-checkpoint.decider';

const saved = (position: string | null) =>
  ({ type: 'ReactorCheckpointed', data: { position } }) as const;
const spec = DeciderSpecification.for(decider);

describe('reactor checkpoint decider', () => {
  it('has no position before the first save', () => {
    expect(decider.initialState).toBeUndefined();
  });

  it('saves a first position, also the empty log, then only positions further on', () => {
    spec
      .givenState(undefined)
      .when({ position: '42' })
      .then([saved('42')]);
    spec
      .givenState(undefined)
      .when({ position: null })
      .then([saved(null)]);
    spec
      .givenState(null)
      .when({ position: '42' })
      .then([saved('42')]);
    spec
      .given([saved('42')])
      .when({ position: '43' })
      .then([saved('43')]);
  });

  it('appends nothing for the position it holds or one behind it', () => {
    const given = spec.given([saved(null), saved('42')]);
    expect(given.state).toBe('42');
    given.when({ position: '42' }).then([]);
    given.when({ position: '41' }).then([]);
    given.when({ position: null }).then([]);
  });
});
