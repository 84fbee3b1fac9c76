import {
  LIMITS,
  SIGN_UP_TEXTS,
  characterCount,
  clampScore,
  localPasswordStrength,
  meetsPasswordRule,
  strengthLevelOf,
  type PasswordStrength,
} from '@morphic/contracts';
import { COMMON_PASSWORD_WORDS, baseWordOf } from './common-passwords';

/** Who the password is for: it must not contain their username or email. */
export interface PasswordOwner {
  readonly username?: string | null;
  readonly email?: string | null;
}

const LONG_PASSWORD = 16;
const SEQUENCE_LENGTH = 4;
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];
const MIN_PERSONAL_TOKEN = 3;
const MIN_EMBEDDED_WORD = 5;

function hasSequence(lower: string): boolean {
  const chars = Array.from(lower);
  let ascending = 1;
  let descending = 1;
  for (let i = 1; i < chars.length; i += 1) {
    const step = (chars[i]?.codePointAt(0) ?? 0) - (chars[i - 1]?.codePointAt(0) ?? 0);
    const alphanumeric = /[a-z0-9]/.test(chars[i] ?? '') && /[a-z0-9]/.test(chars[i - 1] ?? '');
    ascending = alphanumeric && step === 1 ? ascending + 1 : 1;
    descending = alphanumeric && step === -1 ? descending + 1 : 1;
    if (ascending >= SEQUENCE_LENGTH || descending >= SEQUENCE_LENGTH) return true;
  }
  return KEYBOARD_ROWS.some((row) => {
    for (let i = 0; i + SEQUENCE_LENGTH <= row.length; i += 1) {
      if (lower.includes(row.slice(i, i + SEQUENCE_LENGTH))) return true;
    }
    return false;
  });
}

function personalTokens(owner: PasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase() ?? '';
  const tokens = [owner.username?.trim().toLowerCase() ?? '', email, email.split('@')[0] ?? ''];
  return tokens.filter((token) => characterCount(token) >= MIN_PERSONAL_TOKEN);
}

const embedsCommonWord = (base: string): boolean =>
  [...COMMON_PASSWORD_WORDS].some(
    (word) => word.length >= MIN_EMBEDDED_WORD && base.includes(word),
  );

/**
 * The server's strength check. It starts from the spec's points (the local fallback) and
 * keeps its levels, then takes off for what guessing tools try first: leaked-list
 * passwords, the owner's username or email, repeated characters, sequences, few distinct
 * characters. Valid needs the password rule (a password without it stays under 70), 70
 * points, and neither of the two blockers.
 */
export function scorePasswordStrength(
  password: string,
  owner: PasswordOwner = {},
): PasswordStrength {
  const local = localPasswordStrength(password);
  const lower = password.toLowerCase();
  const errors = [...local.errors];
  const feedback: string[] = [];
  let score = local.score;
  let blocked = false;

  const base = baseWordOf(password);
  if (base !== '' && COMMON_PASSWORD_WORDS.has(base)) {
    score = Math.min(score, 20);
    errors.push(SIGN_UP_TEXTS.commonPassword);
    blocked = true;
  }
  if (personalTokens(owner).some((token) => lower.includes(token))) {
    score -= 30;
    errors.push(SIGN_UP_TEXTS.personalInfoInPassword);
    blocked = true;
  }
  if (/(.)\1{2,}/u.test(password)) {
    score -= 15;
    feedback.push(SIGN_UP_TEXTS.strengthTips.repeats);
  }
  if (hasSequence(lower)) {
    score -= 10;
    feedback.push(SIGN_UP_TEXTS.strengthTips.sequences);
  }
  if (!blocked && embedsCommonWord(base)) {
    score -= 20;
    feedback.push(SIGN_UP_TEXTS.strengthTips.commonWord);
  }
  const characters = Array.from(password);
  if (characters.length > 0 && new Set(characters).size < characters.length / 2) {
    score -= 10;
    feedback.push(SIGN_UP_TEXTS.strengthTips.variety);
  }
  if (characters.length < LONG_PASSWORD) feedback.push(SIGN_UP_TEXTS.strengthTips.longer);

  // Below the valid threshold whenever the rule is broken, so the level never says strong.
  const rule = meetsPasswordRule(password);
  const finalScore = clampScore(
    rule ? score : Math.min(score, LIMITS.passwordStrengthValidScore - 1),
  );
  return {
    score: finalScore,
    level: strengthLevelOf(finalScore),
    is_valid: rule && !blocked && finalScore >= LIMITS.passwordStrengthValidScore,
    errors,
    feedback,
  };
}
