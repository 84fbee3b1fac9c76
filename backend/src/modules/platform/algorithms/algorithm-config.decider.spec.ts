import { BUILT_IN_ALGORITHM_CONFIG } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { fold } from '../../../infrastructure/commands/decider';
import { algorithmConfigDecider, type AlgorithmConfigCommand } from './algorithm-config.decider';

const given = (events: DomainEvent[], command: AlgorithmConfigCommand) =>
  algorithmConfigDecider.decide(command, fold(algorithmConfigDecider, events));

const saved = (max: number): DomainEvent =>
  ({
    type: 'AlgorithmConfigSectionSaved',
    data: { section: 'onboarding', values: { max_attempts_per_skill: max } },
  }) as DomainEvent;

const save = (max: number): AlgorithmConfigCommand => ({
  kind: 'SaveSection',
  section: 'onboarding',
  values: { max_attempts_per_skill: max },
});

const reload: AlgorithmConfigCommand = { kind: 'Reload', environment: BUILT_IN_ALGORITHM_CONFIG };

describe('algorithm config decider', () => {
  it('saves a section, and saving the same values again changes nothing', () => {
    expect(given([], save(2))).toEqual([saved(2)]);
    expect(given([saved(2)], save(2))).toEqual([]);
    expect(given([saved(2)], save(3))).toEqual([saved(3)]);
  });

  it('reloads, recording the environment, only when something was saved', () => {
    expect(given([], reload)).toEqual([]);
    expect(given([saved(2)], reload)).toEqual([
      { type: 'AlgorithmConfigReloaded', data: { values: BUILT_IN_ALGORITHM_CONFIG } },
    ]);
    const reloaded = given([saved(2)], reload) as DomainEvent[];
    expect(given([saved(2), ...reloaded], save(2))).toEqual([saved(2)]);
  });
});
