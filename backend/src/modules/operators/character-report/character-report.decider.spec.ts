import { CharacterReportInputSchema, type CharacterReport } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
import { characterReportDecider } from './character-report.decider';

const report = (years: '0-1' | '10+'): CharacterReport =>
  CharacterReportInputSchema.parse({
    technical_skills: { programming_languages: [{ name: 'Rust', proficiency: 'Expert' }] },
    years_experience: years,
  });

const registered: DomainEvent = {
  type: 'OperatorRegistered',
  data: {
    operator_id: 'op-ada',
    username: 'ada',
    email: 'ada@example.com',
    full_name: null,
    password_hash: '$argon2id$hash',
    role: 'operator',
    age: null,
    education: null,
    university: null,
    cohort: null,
    email_verified: true,
  },
};
const submitted = (value: CharacterReport): DomainEvent => ({
  type: 'CharacterReportSubmitted',
  data: { operator_id: 'op-ada', report: value },
});

const given = (...events: DomainEvent[]) => fold(characterReportDecider, events);
const when = (events: DomainEvent[], value: CharacterReport) =>
  characterReportDecider.decide({ operatorId: 'op-ada', report: value }, given(...events));

describe('character report decider', () => {
  it('records a first report', () => {
    expect(when([registered], report('0-1'))).toEqual([submitted(report('0-1'))]);
  });

  it('keeps the latest report and records a changed one', () => {
    expect(given(registered, submitted(report('0-1')))).toEqual({
      registered: true,
      report: report('0-1'),
    });
    expect(when([registered, submitted(report('0-1'))], report('10+'))).toEqual([
      submitted(report('10+')),
    ]);
  });

  it('records nothing when the same report is submitted again', () => {
    expect(when([registered, submitted(report('10+'))], report('10+'))).toEqual([]);
  });

  it('refuses an account that was never registered', () => {
    expect(() => when([], report('0-1'))).toThrow(
      new DomainRuleViolation('not_found', 'Operator not found'),
    );
  });
});
