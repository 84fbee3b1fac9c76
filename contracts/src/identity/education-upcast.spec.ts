import { decodeEvent } from '../decode-event';
import { SIGN_UP_TEXTS } from '../spec/sign-up-texts';
import { EducationSchema } from './values';

const registered = (education: string | null) => ({
  id: 'ev-1',
  type: 'OperatorRegistered',
  data: {
    operator_id: 'op-ada',
    username: 'ada',
    email: 'ada@example.com',
    full_name: null,
    password_hash: 'x',
    role: 'operator',
    age: 36,
    education,
    university: null,
    cohort: null,
    email_verified: true,
  },
});

describe('education in recorded events', () => {
  it.each([
    ['associate', 'associates'],
    ['bachelor', 'bachelors'],
    ['master', 'masters'],
  ])('reads a registration recorded with %s as %s', (recorded, read) => {
    expect(decodeEvent(registered(recorded)).data).toMatchObject({ education: read });
  });

  it('reads a profile change recorded with a legacy value as the spec’s', () => {
    const updated = decodeEvent({
      id: 'ev-2',
      type: 'ProfileUpdated',
      data: { operator_id: 'op-ada', education: 'master' },
    });
    expect(updated.data).toEqual({ operator_id: 'op-ada', education: 'masters' });
  });

  it('keeps the spec’s values and null, and still refuses an unknown value', () => {
    expect(decodeEvent(registered('phd')).data).toMatchObject({ education: 'phd' });
    expect(decodeEvent(registered(null)).data).toMatchObject({ education: null });
    expect(() => decodeEvent(registered('kindergarten'))).toThrow(/does not match the catalogue/);
  });
});

describe('education values', () => {
  it('are the spec’s, and the sign-up and profile forms offer each with a label', () => {
    expect(EducationSchema.options).toEqual([
      'high_school',
      'associates',
      'bachelors',
      'masters',
      'phd',
      'other',
    ]);
    expect(SIGN_UP_TEXTS.educationOptions.map((option) => option.value)).toEqual(
      EducationSchema.options,
    );
  });
});
