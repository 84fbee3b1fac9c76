import { z } from 'zod';
import { LIMITS } from '../spec/constants';
import { SIGN_UP_TEXTS } from '../spec/sign-up-texts';
import type { CvFileKind } from './cv-file-kind';
import { characterCount, meetsPasswordRule } from './password-strength';
import { isVerificationCode } from './verification-code';
import { EducationSchema, upcastEducation, type Education } from './values';

/** The first broken rule of a form: which field, and the text to show. */
export interface RuleProblem {
  readonly field: string;
  readonly message: string;
}

/** A username (an operator's handle): 3 to 30 letters, digits, dots, dashes or underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
/** The start of a deleted operator's placeholder handle: no one else may take a handle with it. */
export const DELETED_HANDLE_PREFIX = 'deleted-';
const PASSWORD_MAX_LENGTH = 128;
const FULL_NAME_MAX_LENGTH = 100;
const UNIVERSITY_MAX_LENGTH = 200;

/** The spec's education value (spec 02 section 5); the older singular spellings are accepted too. */
export function normalizeEducation(value: string): Education | null {
  const parsed = EducationSchema.safeParse(upcastEducation(value.trim().toLowerCase()));
  return parsed.success ? parsed.data : null;
}

export const isEmailAddress = (value: string): boolean =>
  value.length <= 254 && z.email().safeParse(value).success;

const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

const ageInRange = (age: number): boolean =>
  Number.isInteger(age) && age >= LIMITS.ageMin && age <= LIMITS.ageMax;

/** What is wrong with a chosen username (sign-up, and an admin's create, edit or import), if anything. */
export function usernameProblem(username: string): string | null {
  const trimmed = username.trim();
  if (!USERNAME_PATTERN.test(trimmed)) return SIGN_UP_TEXTS.usernameFormat;
  if (trimmed.toLowerCase().startsWith(DELETED_HANDLE_PREFIX))
    return SIGN_UP_TEXTS.usernameReserved;
  return null;
}

/** The fields a registration carries (spec 01 section 3, "Registration payload"). */
export interface RegistrationInput {
  readonly username: string;
  readonly email: string;
  readonly password: string;
  readonly full_name: string | null;
  readonly age: number | null;
  readonly education: string | null;
  readonly university: string | null;
  readonly verification_code?: string;
}

/**
 * The registration rules, in order, as the server applies them and the sign-in dialog's
 * register mode mirrors them: required fields, username, email, password rule, optional
 * fields within bounds, then (server only) the 6-digit verification code.
 */
export function registrationProblem(
  input: RegistrationInput,
  options: { readonly requireCode: boolean },
): RuleProblem | null {
  for (const field of ['username', 'email', 'password'] as const) {
    if (isBlank(input[field])) return { field, message: SIGN_UP_TEXTS.allFieldsRequired };
  }
  const username = usernameProblem(input.username);
  if (username) return { field: 'username', message: username };
  if (!isEmailAddress(input.email.trim())) {
    return { field: 'email', message: SIGN_UP_TEXTS.invalidEmail };
  }
  if (characterCount(input.password) > PASSWORD_MAX_LENGTH) {
    return { field: 'password', message: SIGN_UP_TEXTS.passwordTooLong };
  }
  if (!meetsPasswordRule(input.password)) {
    return { field: 'password', message: SIGN_UP_TEXTS.passwordNotSecure };
  }
  if (input.full_name && characterCount(input.full_name.trim()) > FULL_NAME_MAX_LENGTH) {
    return { field: 'full_name', message: SIGN_UP_TEXTS.fullNameTooLong };
  }
  if (input.age !== null && !ageInRange(input.age)) {
    return { field: 'age', message: SIGN_UP_TEXTS.ageRange };
  }
  if (!isBlank(input.education) && normalizeEducation(input.education ?? '') === null) {
    return { field: 'education', message: SIGN_UP_TEXTS.educationInvalid };
  }
  if (input.university && characterCount(input.university.trim()) > UNIVERSITY_MAX_LENGTH) {
    return { field: 'university', message: SIGN_UP_TEXTS.universityTooLong };
  }
  if (options.requireCode && !isVerificationCode((input.verification_code ?? '').trim())) {
    return { field: 'verification_code', message: SIGN_UP_TEXTS.codeFormat };
  }
  return null;
}

/** A CV chosen in the browser, as far as the form's rules need it. */
export interface ChosenCv {
  /** Detected from the content; null when it is neither PDF nor DOCX. */
  readonly kind: CvFileKind | null;
  readonly size: number;
}

/** The CV rules, in the spec's order: required, PDF or DOCX, at most 10 MB. */
export function cvProblem(cv: ChosenCv | null): string | null {
  if (!cv) return SIGN_UP_TEXTS.cvRequired;
  if (cv.kind === null) return SIGN_UP_TEXTS.cvType;
  if (cv.size > LIMITS.cvMaxBytes) return SIGN_UP_TEXTS.cvTooLarge;
  return null;
}

/** The operator signup form (/join/worker). */
export interface WorkerSignupInput {
  readonly fullName: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  /** The strength meter's verdict (server result, or the local fallback). */
  readonly passwordValid: boolean;
  readonly age: number | null;
  readonly education: string | null;
  readonly university: string;
  readonly cv: ChosenCv | null;
}

/** The operator signup form's rules in the order of spec 01 section 5. */
export function workerSignupProblem(input: WorkerSignupInput): RuleProblem | null {
  if (isBlank(input.fullName) || isBlank(input.email) || isBlank(input.password)) {
    const field = isBlank(input.fullName)
      ? 'fullName'
      : isBlank(input.email)
        ? 'email'
        : 'password';
    return { field, message: SIGN_UP_TEXTS.completeNameEmailPassword };
  }
  if (characterCount(input.fullName.trim()) > FULL_NAME_MAX_LENGTH) {
    return { field: 'fullName', message: SIGN_UP_TEXTS.fullNameTooLong };
  }
  if (!isEmailAddress(input.email.trim())) {
    return { field: 'email', message: SIGN_UP_TEXTS.invalidEmail };
  }
  if (input.password !== input.confirmPassword) {
    return { field: 'confirmPassword', message: SIGN_UP_TEXTS.passwordsDoNotMatch };
  }
  if (
    !input.passwordValid ||
    !meetsPasswordRule(input.password) ||
    characterCount(input.password) > PASSWORD_MAX_LENGTH
  ) {
    return { field: 'password', message: SIGN_UP_TEXTS.passwordNotSecure };
  }
  if (input.age === null || isBlank(input.education)) {
    const field = input.age === null ? 'age' : 'education';
    return { field, message: SIGN_UP_TEXTS.ageAndEducationRequired };
  }
  if (!ageInRange(input.age)) return { field: 'age', message: SIGN_UP_TEXTS.ageRange };
  if (normalizeEducation(input.education ?? '') === null) {
    return { field: 'education', message: SIGN_UP_TEXTS.educationInvalid };
  }
  if (characterCount(input.university.trim()) > UNIVERSITY_MAX_LENGTH) {
    return { field: 'university', message: SIGN_UP_TEXTS.universityTooLong };
  }
  const cv = cvProblem(input.cv);
  if (cv) return { field: 'cv', message: cv };
  return null;
}
