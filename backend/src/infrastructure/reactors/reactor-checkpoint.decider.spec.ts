import { reactorCheckpointDecider as decider } from './reactor-checkpoint.decider';

const saved = (position: string | null) =>
  ({ type: 'ReactorCheckpointed', data: { position } }) as const;

describe('reactor checkpoint decider', () => {
  it('has no position before the first save', () => {
    expect(decider.initialState).toBeUndefined();
  });

  it('saves a first position, also the empty log, then only positions further on', () => {
    expect(decider.decide({ position: '42' }, undefined)).toEqual([saved('42')]);
    expect(decider.decide({ position: null }, undefined)).toEqual([saved(null)]);
    expect(decider.decide({ position: '42' }, null)).toEqual([saved('42')]);
    expect(decider.decide({ position: '43' }, decider.evolve(undefined, saved('42')))).toEqual([
      saved('43'),
    ]);
  });

  it('appends nothing for the position it holds or one behind it', () => {
    const state = [saved(null), saved('42')].reduce(decider.evolve, decider.initialState);
    expect(state).toBe('42');
    expect(decider.decide({ position: '42' }, state)).toEqual([]);
    expect(decider.decide({ position: '41' }, state)).toEqual([]);
    expect(decider.decide({ position: null }, state)).toEqual([]);
  });
});
