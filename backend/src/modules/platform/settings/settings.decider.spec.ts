import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { settingsDecider } from './settings.decider';

const spec = DeciderSpecification.for(settingsDecider);

describe('settings decider', () => {
  it('starts in the Genesis Cohort with the under-construction notice on (spec 03 section 9)', () => {
    expect(spec.given().state).toEqual({ cohortName: 'Genesis Cohort', underConstruction: true });
  });

  it('sets a new current cohort', () => {
    spec
      .given()
      .when({ kind: 'SetCurrentCohort', name: 'Cohort 2' })
      .then([{ type: 'CurrentCohortSet', data: { name: 'Cohort 2' } }]);
  });

  it('records nothing when the cohort is already current', () => {
    const past: DomainEvent[] = [{ type: 'CurrentCohortSet', data: { name: 'Cohort 2' } }];
    spec.given(past).when({ kind: 'SetCurrentCohort', name: 'Cohort 2' }).then([]);
    spec.given().when({ kind: 'SetCurrentCohort', name: 'Genesis Cohort' }).then([]);
  });

  it('turns the under-construction notice off and on, once each', () => {
    const off: DomainEvent = { type: 'OperatorsUnderConstructionSet', data: { enabled: false } };
    spec.given().when({ kind: 'SetOperatorsUnderConstruction', enabled: true }).then([]);
    spec.given().when({ kind: 'SetOperatorsUnderConstruction', enabled: false }).then([off]);
    spec.given([off]).when({ kind: 'SetOperatorsUnderConstruction', enabled: false }).then([]);
    spec
      .given([off])
      .when({ kind: 'SetOperatorsUnderConstruction', enabled: true })
      .then([{ type: 'OperatorsUnderConstructionSet', data: { enabled: true } }]);
  });
});
