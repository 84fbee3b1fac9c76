import { CharacterReportInputSchema, type CharacterReport } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { operatorRegistered } from '../../../testing/events/operator-events';
import { characterReportDecider } from './character-report.decider';

const report = (years: '0-1' | '10+'): CharacterReport =>
  CharacterReportInputSchema.parse({
    technical_skills: { programming_languages: [{ name: 'Rust', proficiency: 'Expert' }] },
    years_experience: years,
  });

const registered = operatorRegistered();
const submitted = (value: CharacterReport): DomainEvent => ({
  type: 'CharacterReportSubmitted',
  data: { operator_id: 'op-ada', report: value },
});

const spec = DeciderSpecification.for(characterReportDecider);
const when = (events: DomainEvent[], value: CharacterReport) =>
  spec.given(events).when({ operatorId: 'op-ada', report: value });

describe('character report decider', () => {
  it('records a first report', () => {
    when([registered], report('0-1')).then([submitted(report('0-1'))]);
  });

  it('keeps the latest report and records a changed one', () => {
    expect(spec.given([registered, submitted(report('0-1'))]).state).toEqual({
      registered: true,
      report: report('0-1'),
    });
    when([registered, submitted(report('0-1'))], report('10+')).then([submitted(report('10+'))]);
  });

  it('records nothing when the same report is submitted again', () => {
    when([registered, submitted(report('10+'))], report('10+')).then([]);
  });

  it('refuses an account that was never registered', () => {
    when([], report('0-1')).thenRefuses('not_found', 'Operator not found');
  });
});
