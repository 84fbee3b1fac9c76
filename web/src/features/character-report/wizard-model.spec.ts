import { CharacterReportInputSchema } from '@morphic/contracts';
import {
  emptyWizardValues,
  errorsForStep,
  firstStepWithErrors,
  stepOfPath,
  validateWizard,
  wizardRequest,
  wizardValuesFromReport,
  type WizardValues,
} from './wizard-model';

/** The minimal wizard of the end-to-end test: one skill, the years, one interest. */
function minimal(): WizardValues {
  const values = emptyWizardValues();
  values.technical_skills.programming_languages = [{ name: 'Python', proficiency: 'Intermediate' }];
  values.years_experience = '2-5';
  values.learning_interests = ['Machine Learning'];
  return values;
}

describe('character report wizard', () => {
  it('starts with one empty programming language row and the default availability', () => {
    const values = emptyWizardValues();
    expect(values.technical_skills.programming_languages).toEqual([
      { name: '', proficiency: 'Intermediate' },
    ]);
    expect(values.availability).toEqual({
      hours: 10,
      timezone: 'UTC',
      communication_preference: 'Email',
    });
    expect(values.years_experience).toBeNull();
  });

  it('accepts the minimal answers and sends what the server expects', () => {
    const values = minimal();
    expect(validateWizard(values)).toEqual({});
    const report = CharacterReportInputSchema.parse(wizardRequest(values));
    expect(report.skills).toEqual([{ name: 'Python', level: 'intermediate' }]);
    expect(report.preferred_domains).toEqual(['machine_learning']);
  });

  it('reloads a report on file into the same answers', () => {
    const report = CharacterReportInputSchema.parse(wizardRequest(minimal()));
    const reloaded = wizardValuesFromReport(report);
    expect(CharacterReportInputSchema.parse(wizardRequest(reloaded))).toEqual(report);
    expect(reloaded.technical_skills.frameworks).toEqual([]);
    expect(reloaded.preferred_domains).toEqual(['machine_learning']);
  });

  it('names each problem where its input shows it, tag lists as a whole', () => {
    const values = emptyWizardValues();
    values.technical_skills.frameworks = [{ name: 'Djangoo', proficiency: 'Beginner' }];
    values.availability.hours = '';
    values.portfolio_links = ['https://ok.example', 'ftp://nope'];
    expect(validateWizard(values)).toEqual({
      'technical_skills.frameworks.0.name': 'Invalid framework',
      years_experience: 'Select your years of experience',
      'availability.hours': 'Hours per week must be between 1 and 168',
      portfolio_links: 'Portfolio links must be valid http(s) URLs',
    });
  });

  it('asks for a skill when every row is blank', () => {
    const values = minimal();
    values.technical_skills.programming_languages = [{ name: ' ', proficiency: 'Beginner' }];
    expect(validateWizard(values)).toEqual({ technical_skills: 'Add at least one skill' });
  });

  it('sends the user to the first step with something to fix', () => {
    expect(stepOfPath('technical_skills.tools.2.name')).toBe(0);
    expect(stepOfPath('years_experience')).toBe(1);
    expect(stepOfPath('availability.timezone')).toBe(2);
    expect(stepOfPath('certifications')).toBe(3);
    expect(stepOfPath('challenge_preferences')).toBe(4);
    const errors = { portfolio_links: 'x', years_experience: 'y' };
    expect(firstStepWithErrors(errors)).toBe(1);
    expect(errorsForStep(errors, 3)).toEqual({ portfolio_links: 'x' });
    expect(firstStepWithErrors({})).toBeNull();
  });
});
