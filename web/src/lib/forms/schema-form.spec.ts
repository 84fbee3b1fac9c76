import {
  COMPANY_TEXTS,
  ForgotPasswordRequestSchema,
  JiraAccountCreateRequestSchema,
  SIGN_IN_TEXTS,
  SIGN_UP_TEXTS,
  TwoFactorCodeRequestSchema,
  UpdateProfileRequestSchema,
} from '@morphic/contracts';
import { schemaForm } from './schema-form';

describe('schemaForm', () => {
  const email = schemaForm(ForgotPasswordRequestSchema);

  it("puts the schema's first message under each field", () => {
    expect(email.validate({ email: '  ' })).toEqual({ email: SIGN_IN_TEXTS.emailRequired });
    expect(email.validate({ email: 'ada@' })).toEqual({ email: SIGN_IN_TEXTS.invalidEmail });
    expect(schemaForm(TwoFactorCodeRequestSchema).validate({ code: '12345' })).toEqual({
      code: SIGN_IN_TEXTS.codeFormat,
    });
  });

  it('finds nothing wrong with valid values', () => {
    expect(email.validate({ email: 'ada@example.com' })).toEqual({});
  });

  it("submits the schema's output, not the raw values", () => {
    expect(email.transformValues({ email: '  ada@example.com ' })).toEqual({
      email: 'ada@example.com',
    });
  });

  it("shows an item's message under the input of its list", () => {
    const account = schemaForm(JiraAccountCreateRequestSchema);
    expect(
      account.validate({
        account_name: 'Northwind',
        jira_url: 'https://northwind.atlassian.net',
        jira_project_keys: 'NW, 9X',
      }),
    ).toEqual({ jira_project_keys: COMPANY_TEXTS.jira.projectKeyFormat });
  });

  describe('with inputs that hold values otherwise than the schema takes them', () => {
    const age = schemaForm(UpdateProfileRequestSchema, ({ age }: { age: number | string }) => ({
      age: age === '' ? null : Number(age),
    }));

    it('checks and submits the mapped values', () => {
      expect(age.validate({ age: '' })).toEqual({});
      expect(age.validate({ age: '9' })).toEqual({ age: SIGN_UP_TEXTS.ageRange });
      expect(age.transformValues({ age: '' })).toEqual({ age: null });
      expect(age.transformValues({ age: '40' })).toEqual({ age: 40 });
    });
  });
});
