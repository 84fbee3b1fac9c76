import { BUILT_IN_ALGORITHM_CONFIG } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { algorithmConfigDecider, type AlgorithmConfigCommand } from './algorithm-config.decider';

const spec = DeciderSpecification.for(algorithmConfigDecider);
const when = (events: DomainEvent[], command: AlgorithmConfigCommand) =>
  spec.given(events).when(command);

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
    when([], save(2)).then([saved(2)]);
    when([saved(2)], save(2)).then([]);
    when([saved(2)], save(3)).then([saved(3)]);
  });

  it('reloads, recording the environment, only when something was saved', () => {
    when([], reload).then([]);
    when([saved(2)], reload).then([
      { type: 'AlgorithmConfigReloaded', data: { values: BUILT_IN_ALGORITHM_CONFIG } },
    ]);
    const reloaded = when([saved(2)], reload).events();
    when([saved(2), ...reloaded], save(2)).then([saved(2)]);
  });
});
