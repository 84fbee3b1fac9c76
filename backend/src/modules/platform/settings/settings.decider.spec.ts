import type { DomainEvent } from '@morphic/contracts/server';
import { fold } from '../../../infrastructure/commands/decider';
import { settingsDecider, type SettingsCommand } from './settings.decider';

const given = (...events: DomainEvent[]) => fold(settingsDecider, events);
const when = (events: DomainEvent[], command: SettingsCommand) =>
  settingsDecider.decide(command, given(...events));

describe('settings decider', () => {
  it('starts in the Genesis Cohort with the under-construction notice on (spec 03 section 9)', () => {
    expect(given()).toEqual({ cohortName: 'Genesis Cohort', underConstruction: true });
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

  it('turns the under-construction notice off and on, once each', () => {
    const off: DomainEvent = { type: 'OperatorsUnderConstructionSet', data: { enabled: false } };
    expect(when([], { kind: 'SetOperatorsUnderConstruction', enabled: true })).toEqual([]);
    expect(when([], { kind: 'SetOperatorsUnderConstruction', enabled: false })).toEqual([off]);
    expect(when([off], { kind: 'SetOperatorsUnderConstruction', enabled: false })).toEqual([]);
    expect(when([off], { kind: 'SetOperatorsUnderConstruction', enabled: true })).toEqual([
      { type: 'OperatorsUnderConstructionSet', data: { enabled: true } },
    ]);
  });
});
