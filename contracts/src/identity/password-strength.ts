import { z } from 'zod';
import { LIMITS } from '../spec/constants';
import { SIGN_UP_TEXTS } from '../spec/sign-up-texts';

export const PASSWORD_STRENGTH_LEVELS = [
  'very weak',
  'weak',
  'moderate',
  'strong',
  'very strong',
] as const;
export const PasswordStrengthLevelSchema = z.enum(PASSWORD_STRENGTH_LEVELS);
export type PasswordStrengthLevel = z.infer<typeof PasswordStrengthLevelSchema>;

/** A password strength result (spec 01 section 3). */
export const PasswordStrengthSchema = z.object({
  score: z.number().min(0).max(100),
  level: PasswordStrengthLevelSchema,
  is_valid: z.boolean(),
  errors: z.array(z.string()),
  feedback: z.array(z.string()),
});
export type PasswordStrength = z.infer<typeof PasswordStrengthSchema>;

/** Code points, so an emoji or an accented letter counts as one character. */
export const characterCount = (password: string): number => Array.from(password).length;

interface Criterion {
  readonly met: (password: string) => boolean;
  readonly points: number;
  readonly message: string;
}

/** The password rule and the local scoring's points, in the spec's order (section 5). */
const CRITERIA: readonly Criterion[] = [
  {
    met: (password) => characterCount(password) >= LIMITS.passwordMinLength,
    points: 35,
    message: SIGN_UP_TEXTS.strength.length,
  },
  {
    met: (password) => /\p{Ll}/u.test(password),
    points: 15,
    message: SIGN_UP_TEXTS.strength.lowercase,
  },
  {
    met: (password) => /\p{Lu}/u.test(password),
    points: 15,
    message: SIGN_UP_TEXTS.strength.uppercase,
  },
  {
    met: (password) => /\p{Nd}/u.test(password),
    points: 15,
    message: SIGN_UP_TEXTS.strength.digit,
  },
  {
    met: (password) => /[^\p{L}\p{N}]/u.test(password),
    points: 20,
    message: SIGN_UP_TEXTS.strength.special,
  },
];

/** What the password misses of the rule (12+ characters, upper, lower, digit, special). */
export function passwordRuleErrors(password: string): string[] {
  return CRITERIA.filter((criterion) => !criterion.met(password)).map((c) => c.message);
}

export const meetsPasswordRule = (password: string): boolean =>
  passwordRuleErrors(password).length === 0;

export function strengthLevelOf(score: number): PasswordStrengthLevel {
  if (score >= 85) return 'very strong';
  if (score >= 70) return 'strong';
  if (score >= 50) return 'moderate';
  if (score >= 30) return 'weak';
  return 'very weak';
}

export const clampScore = (score: number): number => Math.min(100, Math.max(0, Math.round(score)));

/**
 * The local fallback scoring of spec 01 section 5, used when the server cannot be asked:
 * 35 for 12+ characters, 15 each for lowercase, uppercase and digit, 20 for a special
 * character; valid from 70.
 */
export function localPasswordStrength(password: string): PasswordStrength {
  const score = clampScore(
    CRITERIA.reduce((sum, criterion) => sum + (criterion.met(password) ? criterion.points : 0), 0),
  );
  return {
    score,
    level: strengthLevelOf(score),
    is_valid: score >= LIMITS.passwordStrengthValidScore,
    errors: passwordRuleErrors(password),
    feedback: [],
  };
}

/** Whether the meter should ask for a strength result yet (from 3 characters). */
export const shouldCheckStrength = (password: string): boolean =>
  characterCount(password) >= LIMITS.passwordStrengthCheckFromLength;

export interface StrengthMeterView {
  readonly percent: number;
  readonly level: PasswordStrengthLevel;
  readonly isValid: boolean;
  readonly issues: readonly string[];
  /** The '+N more issues' note, null when every issue is shown. */
  readonly moreIssues: string | null;
  readonly tips: readonly string[];
}

/** What the meter shows: the score clamped 0-100, at most 3 issues and 2 tips. */
export function strengthMeterView(strength: PasswordStrength): StrengthMeterView {
  const hidden = strength.errors.length - LIMITS.strengthMeterMaxIssues;
  return {
    percent: clampScore(strength.score),
    level: strength.level,
    isValid: strength.is_valid,
    issues: strength.errors.slice(0, LIMITS.strengthMeterMaxIssues),
    moreIssues: hidden > 0 ? SIGN_UP_TEXTS.strength.moreIssues(hidden) : null,
    tips: strength.feedback.slice(0, LIMITS.strengthMeterMaxTips),
  };
}
