import {
  cvProblem,
  normalizeEducation,
  registrationProblem,
  type RegistrationInput,
  type WorkerSignupInput,
  workerSignupProblem,
} from './registration-rules';

const STRONG = 'Correct#Horse9Battery';

describe('registration rules (server and sign-in dialog)', () => {
  const valid: RegistrationInput = {
    username: 'ada_l',
    email: 'ada@example.com',
    password: STRONG,
    full_name: 'Ada Lovelace',
    age: 36,
    education: 'masters',
    university: 'University of London',
    verification_code: '123456',
  };
  const problem = (overrides: Partial<RegistrationInput>, requireCode = true) =>
    registrationProblem({ ...valid, ...overrides }, { requireCode });

  it('accepts a complete registration, and one with only the required fields', () => {
    expect(problem({})).toBeNull();
    expect(
      problem({ full_name: null, age: null, education: null, university: null }, true),
    ).toBeNull();
  });

  it("asks for username, email and password with 'All fields are required'", () => {
    expect(problem({ username: '  ' })).toEqual({
      field: 'username',
      message: 'All fields are required',
    });
    expect(problem({ email: '' })?.message).toBe('All fields are required');
    expect(problem({ password: '' })?.message).toBe('All fields are required');
  });

  it('reserves the deleted- prefix of deleted operators’ placeholders, in any case', () => {
    for (const username of ['deleted-1a2b3c4d', 'Deleted-x', ' DELETED-abc']) {
      expect(problem({ username })).toEqual({
        field: 'username',
        message: 'Usernames starting with "deleted-" are reserved',
      });
    }
    expect(problem({ username: 'deleted_ann' })).toBeNull();
    expect(problem({ username: 'undeleted-ann' })).toBeNull();
  });

  it('checks each rule in order, reporting the first broken one', () => {
    const allWrong: Partial<RegistrationInput> = {
      username: 'a b',
      email: 'not-an-email',
      password: 'weak',
      full_name: 'x'.repeat(101),
      age: 12,
      education: 'kindergarten',
      university: 'u'.repeat(201),
      verification_code: '12ab',
    };
    const expected = [
      [
        'username',
        'Username must be 3 to 30 characters: letters, numbers, dots, dashes or underscores',
      ],
      ['email', 'Please enter a valid email address'],
      [
        'password',
        'Password does not meet security requirements. Please check the password strength indicator.',
      ],
      ['full_name', 'Full name must be at most 100 characters'],
      ['age', 'Age must be between 13 and 120'],
      ['education', 'Please choose your education level from the list'],
      ['university', 'University must be at most 200 characters'],
      ['verification_code', 'Verification code must be 6 digits'],
    ] as const;
    const fixed: Partial<RegistrationInput> = { ...allWrong };
    for (const [field, message] of expected) {
      expect(problem(fixed)).toEqual({ field, message });
      (fixed as Record<string, unknown>)[field] = valid[field];
    }
    expect(problem(fixed)).toBeNull();
  });

  it('bounds the age to 13-120 whole years, only when given', () => {
    expect(problem({ age: 13 })).toBeNull();
    expect(problem({ age: 120 })).toBeNull();
    expect(problem({ age: 121 })?.field).toBe('age');
    expect(problem({ age: 20.5 })?.field).toBe('age');
    expect(problem({ age: Number.NaN })?.field).toBe('age');
    expect(problem({ age: null })).toBeNull();
  });

  it('refuses an overlong password before hashing it', () => {
    expect(problem({ password: `${STRONG}${'x'.repeat(120)}` })?.message).toBe(
      'Password must be at most 128 characters',
    );
  });

  it('needs the 6-digit code only when asked to (the dialog checks it on its own step)', () => {
    expect(problem({ verification_code: '' }, false)).toBeNull();
    expect(problem({ verification_code: '' }, true)?.field).toBe('verification_code');
  });
});

describe('education values', () => {
  it('accepts the spec’s values, and the older singular spellings as the spec’s', () => {
    expect(
      ['high_school', 'associate', 'associates', 'bachelor', 'Masters', 'phd', 'other'].map(
        normalizeEducation,
      ),
    ).toEqual(['high_school', 'associates', 'associates', 'bachelors', 'masters', 'phd', 'other']);
    expect(normalizeEducation('bootcamp')).toBeNull();
  });
});

describe('CV rules', () => {
  it('requires a PDF or DOCX of at most 10 MB, in that order', () => {
    expect(cvProblem(null)).toBe('Please upload your CV (PDF or DOCX, max 10MB)');
    expect(cvProblem({ kind: null, size: 20 * 1024 * 1024 })).toBe('CV must be a PDF or DOCX file');
    expect(cvProblem({ kind: 'pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'CV file too large (max 10MB)',
    );
    expect(cvProblem({ kind: 'docx', size: 10 * 1024 * 1024 })).toBeNull();
  });
});

describe('operator signup form rules (spec 01 section 5, in order)', () => {
  const valid: WorkerSignupInput = {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    password: STRONG,
    confirmPassword: STRONG,
    passwordValid: true,
    age: 36,
    education: 'masters',
    university: '',
    cv: { kind: 'pdf', size: 1000 },
  };

  it('walks the rules in the spec order with its messages', () => {
    const steps: [Partial<WorkerSignupInput>, string, string][] = [
      [{ fullName: '' }, 'fullName', 'Please complete name, email and password'],
      [{ email: ' ' }, 'email', 'Please complete name, email and password'],
      [{ password: '' }, 'password', 'Please complete name, email and password'],
      [{ email: 'ada@' }, 'email', 'Please enter a valid email address'],
      [{ confirmPassword: `${STRONG}x` }, 'confirmPassword', 'Passwords do not match'],
      [
        { passwordValid: false },
        'password',
        'Password does not meet security requirements. Please check the password strength indicator.',
      ],
      [{ age: null }, 'age', 'Please provide your age and education level'],
      [{ education: '' }, 'education', 'Please provide your age and education level'],
      [{ age: 12 }, 'age', 'Age must be between 13 and 120'],
      [{ age: 121 }, 'age', 'Age must be between 13 and 120'],
      [{ education: 'bootcamp' }, 'education', 'Please choose your education level from the list'],
      [{ cv: null }, 'cv', 'Please upload your CV (PDF or DOCX, max 10MB)'],
      [{ cv: { kind: null, size: 10 } }, 'cv', 'CV must be a PDF or DOCX file'],
      [{ cv: { kind: 'docx', size: 10 * 1024 * 1024 + 1 } }, 'cv', 'CV file too large (max 10MB)'],
    ];
    for (const [overrides, field, message] of steps) {
      expect({ overrides, problem: workerSignupProblem({ ...valid, ...overrides }) }).toEqual({
        overrides,
        problem: { field, message },
      });
    }
    expect(workerSignupProblem(valid)).toBeNull();
  });

  it('reports the earlier rule when several are broken', () => {
    expect(
      workerSignupProblem({ ...valid, confirmPassword: 'other', passwordValid: false, cv: null })
        ?.message,
    ).toBe('Passwords do not match');
    expect(workerSignupProblem({ ...valid, age: null, cv: null })?.message).toBe(
      'Please provide your age and education level',
    );
  });

  it('refuses a password the local fallback calls valid but the rule does not (no special character)', () => {
    const noSpecial = 'Abcdefghijk1';
    expect(
      workerSignupProblem({
        ...valid,
        password: noSpecial,
        confirmPassword: noSpecial,
        passwordValid: true,
      })?.field,
    ).toBe('password');
  });
});
