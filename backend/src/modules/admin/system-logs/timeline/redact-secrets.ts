import { REDACTED } from '#infrastructure/secrets/redacted';

/**
 * Field names whose values are secrets or stand-ins for them: passwords and their hashes,
 * hashed reset tokens and codes (`…hash`), TOTP and webhook secrets (`…secret`), the reset
 * tokens an account holds (keyed by their hashes), and the sealed form of third-party
 * credentials (`sealed`: `SecretBox` output, found in every stored Jira token).
 */
const SECRET_KEY = /(^password$|hash$|secret$|^sealed$|^tokens$)/i;

/**
 * Field names holding a person's data: hidden as well once their account was deleted, as the
 * read models hide them (the log keeps the history; the timeline does not show it again).
 * `value` is a username or email claimed (identifier streams), `operator_name` and
 * `sender_name` the names copied into a thread, `original_name` a CV's file name.
 */
const PERSONAL_KEY =
  /^(username|handle|email|full_name|first_name|last_name|phone|bio|age|education|university|avatar_url|cv|profile|report|character_report|character_report_data|value|operator_name|sender_name|original_name)$/i;

export interface RedactOptions {
  /** Also hide personal data (the account was deleted). */
  readonly personal?: boolean;
}

/**
 * A copy of a value, ready for JSON, with every secret (and, when asked, every personal field)
 * replaced by `[redacted]`. Sets become arrays and Maps objects, so a decider's state shows as
 * it is.
 */
export function redactSecrets(value: unknown, options: RedactOptions = {}): unknown {
  const hidden = (key: string) =>
    SECRET_KEY.test(key) || (options.personal === true && PERSONAL_KEY.test(key));
  const walk = (item: unknown): unknown => {
    if (item instanceof Set) return [...item].map(walk);
    if (item instanceof Map) return walk(Object.fromEntries(item));
    if (item instanceof Date) return item.toISOString();
    if (typeof item === 'bigint') return item.toString();
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(
        Object.entries(item).map(([key, field]) => [
          key,
          hidden(key) && field !== null && field !== undefined ? redactedField(field) : walk(field),
        ]),
      );
    }
    return item;
  };
  return walk(value);
}

/** A sealed credential keeps its length (`bytes`), so the timeline shows that one is stored. */
function redactedField(field: unknown): unknown {
  if (field !== null && typeof field === 'object' && 'sealed' in field && 'bytes' in field) {
    return { sealed: REDACTED, bytes: field.bytes };
  }
  return REDACTED;
}
