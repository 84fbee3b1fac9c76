import type { OperatorRecord } from '@morphic/contracts';
import { profileFormRules, profileFormValues, profileRequest } from './profile-form';

const record: OperatorRecord = {
  id: 'op-ada',
  username: 'ada',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  avatar_url: null,
  bio: null,
  age: 36,
  education: 'masters',
  university: null,
  credits: 0,
  cohort: 'Genesis Cohort',
  role: 'operator',
  onboarding_completed: false,
  character_report_completed: false,
  character_report_data: null,
  cv: null,
  created_at: '2025-03-01T09:00:00.000Z',
};

describe('profile form', () => {
  it('fills the inputs from the record, empty where nothing is set', () => {
    expect(profileFormValues(record)).toEqual({
      full_name: 'Ada Lovelace',
      age: 36,
      education: 'masters',
      university: '',
      bio: '',
      avatar_url: '',
    });
  });

  it('sends every field, an empty age as null and a typed age as a number', () => {
    const values = profileFormValues(record);
    expect(profileRequest({ ...values, age: '' })).toMatchObject({ age: null, university: '' });
    expect(profileRequest({ ...values, age: '40' })).toMatchObject({ age: 40 });
  });

  it("shows the server's messages under the fields", () => {
    const values = profileFormValues(record);
    expect(profileFormRules.validate(values)).toEqual({});
    expect(
      profileFormRules.validate({
        ...values,
        age: 12,
        avatar_url: 'javascript:alert(1)',
        bio: 'x'.repeat(1001),
      }),
    ).toEqual({
      age: 'Age must be between 13 and 120',
      bio: 'Bio must be at most 1000 characters',
      avatar_url: 'Avatar URL must be a valid http(s) address',
    });
    expect(profileFormRules.validate({ ...values, age: 'abc' })).toEqual({
      age: 'Age must be between 13 and 120',
    });
  });

  it('sends the body as the server reads it: trimmed, cleared fields as null', () => {
    const values = { ...profileFormValues(record), full_name: '  Ada King ', university: '' };
    expect(profileFormRules.transformValues(values)).toEqual({
      full_name: 'Ada King',
      age: 36,
      education: 'masters',
      university: null,
      bio: null,
      avatar_url: null,
    });
  });
});
