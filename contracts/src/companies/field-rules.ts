import { z } from 'zod';
import { isEmailAddress } from '../identity/registration-rules';
import { COMPANY_TEXTS } from '../spec/company-texts';
import { SIGN_UP_TEXTS } from '../spec/sign-up-texts';

/** A text field where a missing value reads as empty, so the rules give the spec's message. */
export const text = z.preprocess((value) => value ?? '', z.string().trim());

/** An optional text field: missing, null or blank all mean "not given". */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null)),
    z.string().trim().max(max, COMPANY_TEXTS.fieldTooLong(label, max)).nullable(),
  );

export const website = optionalText('Website', 300).refine(
  (value) => value === null || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value),
  COMPANY_TEXTS.websiteFormat,
);

/** Adds the first missing-field issue under `message`, so one sentence names them all. */
export const requireAll =
  <T extends Record<string, unknown>>(fields: readonly (keyof T & string)[], message: string) =>
  (input: T, context: z.RefinementCtx) => {
    const missing = fields.find((field) => input[field] === '');
    if (missing) context.addIssue({ code: 'custom', path: [missing], message });
  };

/** A given email must be an address. */
export const checkEmail = (input: { email: string }, context: z.RefinementCtx) => {
  if (input.email !== '' && !isEmailAddress(input.email)) {
    context.addIssue({ code: 'custom', path: ['email'], message: SIGN_UP_TEXTS.invalidEmail });
  }
};

export const checkEmailAndPassword = (
  input: { email: string; password: string },
  context: z.RefinementCtx,
) => {
  checkEmail(input, context);
  if (input.password.length > 128) {
    context.addIssue({
      code: 'custom',
      path: ['password'],
      message: SIGN_UP_TEXTS.passwordTooLong,
    });
  }
};
