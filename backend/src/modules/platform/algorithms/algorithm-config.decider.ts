import type { AlgorithmConfigValues, AlgorithmSection } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import type { Decider } from '#infrastructure/commands/decider';

type SectionValues = Readonly<Record<string, number>>;

export interface AlgorithmConfigState {
  /** The sections an admin saved since the last reload, by name. */
  readonly saved: Readonly<Record<string, SectionValues>>;
}

export type AlgorithmConfigCommand =
  | {
      readonly kind: 'SaveSection';
      readonly section: AlgorithmSection;
      readonly values: SectionValues;
    }
  /** Back to the environment's values, recorded as they are now. */
  | { readonly kind: 'Reload'; readonly environment: AlgorithmConfigValues };

type AlgorithmConfigEvent = EventOfType<'AlgorithmConfigSectionSaved' | 'AlgorithmConfigReloaded'>;

const sameValues = (a: SectionValues | undefined, b: SectionValues): boolean =>
  a !== undefined &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(b).every(([key, value]) => a[key] === value);

/**
 * The algorithm configuration (stream `algorithm-config`): saving what is saved already, or
 * reloading with nothing saved, changes nothing.
 */
export const algorithmConfigDecider: Decider<
  AlgorithmConfigState,
  AlgorithmConfigCommand,
  AlgorithmConfigEvent
> = {
  initialState: { saved: {} },

  evolve(state: AlgorithmConfigState, event: DomainEvent): AlgorithmConfigState {
    switch (event.type) {
      case 'AlgorithmConfigSectionSaved':
        return { saved: { ...state.saved, [event.data.section]: event.data.values } };
      case 'AlgorithmConfigReloaded':
        return { saved: {} };
      default:
        return state;
    }
  },

  decide(command: AlgorithmConfigCommand, state: AlgorithmConfigState): AlgorithmConfigEvent[] {
    switch (command.kind) {
      case 'SaveSection':
        return sameValues(state.saved[command.section], command.values)
          ? []
          : [
              {
                type: 'AlgorithmConfigSectionSaved',
                data: { section: command.section, values: { ...command.values } },
              },
            ];
      case 'Reload':
        return Object.keys(state.saved).length === 0
          ? []
          : [
              {
                type: 'AlgorithmConfigReloaded',
                data: {
                  values: structuredClone(command.environment) as Record<
                    string,
                    Record<string, number>
                  >,
                },
              },
            ];
    }
  },
};
