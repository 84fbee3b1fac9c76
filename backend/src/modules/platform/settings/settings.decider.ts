import { DEFAULT_SETTINGS, type DomainEvent, type EventOfType } from '@morphic/contracts/server';
import type { Decider } from '#infrastructure/commands/decider';

export interface SettingsState {
  readonly cohortName: string;
  readonly underConstruction: boolean;
}

export type SettingsCommand =
  | { readonly kind: 'SetCurrentCohort'; readonly name: string }
  | { readonly kind: 'SetOperatorsUnderConstruction'; readonly enabled: boolean };

type SettingsEvent = EventOfType<'CurrentCohortSet' | 'OperatorsUnderConstructionSet'>;

/** The platform settings (stream `settings-platform`). Setting a value it already has changes nothing. */
export const settingsDecider: Decider<SettingsState, SettingsCommand, SettingsEvent> = {
  initialState: {
    cohortName: DEFAULT_SETTINGS.current_cohort.name,
    underConstruction: DEFAULT_SETTINGS.operators_under_construction.enabled,
  },

  evolve(state: SettingsState, event: DomainEvent): SettingsState {
    switch (event.type) {
      case 'CurrentCohortSet':
        return { ...state, cohortName: event.data.name };
      case 'OperatorsUnderConstructionSet':
        return { ...state, underConstruction: event.data.enabled };
      default:
        return state;
    }
  },

  decide(command: SettingsCommand, state: SettingsState): SettingsEvent[] {
    switch (command.kind) {
      case 'SetCurrentCohort':
        return command.name === state.cohortName
          ? []
          : [{ type: 'CurrentCohortSet', data: { name: command.name } }];
      case 'SetOperatorsUnderConstruction':
        return command.enabled === state.underConstruction
          ? []
          : [{ type: 'OperatorsUnderConstructionSet', data: { enabled: command.enabled } }];
    }
  },
};
