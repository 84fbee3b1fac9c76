import type { DomainEvent } from '@morphic/contracts/server';
import { fold } from '../../../infrastructure/commands/decider';
import { settingsDecider, type SettingsCommand } from './settings.decider';

const given = (...events: DomainEvent[]) => fold(settingsDecider, events);
const when = (events: DomainEvent[], command: SettingsCommand) =>
  settingsDecider.decide(command, given(...events));

describe('settings decider', () => {
  it('starts in the Genesis Cohort with the under-construction notice off', () => {
    expect(given()).toEqual({ cohortName: 'Genesis Cohort', underConstruction: false });
  });

  it('sets a new current cohort', () => {
    expect(when([], { kind: 'SetCurrentCohort', name: 'Cohort 2' })).toEqual([
      { type: 'CurrentCohortSet', data: { name: 'Cohort 2' } },
    ]);
  });

  it('records nothing when the cohort is already current', () => {
    const past: DomainEvent[] = [{ type: 'CurrentCohortSet', data: { name: 'Cohort 2' } }];
    expect(when(past, { kind: 'SetCurrentCohort', name: 'Cohort 2' })).toEqual([]);
    expect(when([], { kind: 'SetCurrentCohort', name: 'Genesis Cohort' })).toEqual([]);
  });

  it('turns the under-construction notice on and off, once each', () => {
    const on: DomainEvent = { type: 'OperatorsUnderConstructionSet', data: { enabled: true } };
    expect(when([], { kind: 'SetOperatorsUnderConstruction', enabled: true })).toEqual([on]);
    expect(when([on], { kind: 'SetOperatorsUnderConstruction', enabled: true })).toEqual([]);
    expect(when([on], { kind: 'SetOperatorsUnderConstruction', enabled: false })).toEqual([
      { type: 'OperatorsUnderConstructionSet', data: { enabled: false } },
    ]);
  });
});
