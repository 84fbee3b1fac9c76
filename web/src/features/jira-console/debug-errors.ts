/**
 * Spec 03: the debug view leaves out the errors saying that upload is not enabled or that the
 * username or token is not configured. Older servers sent them from the company's legacy upload
 * fields, whatever its accounts said; the steps above them show how the account itself stands.
 */
const LEGACY_ERRORS: readonly RegExp[] = [
  /\bupload\b.*\bnot enabled\b/i,
  /\b(username|token)\b.*\bnot configured\b/i,
];

export const shownDebugErrors = (errors: readonly string[]): string[] =>
  errors.filter((error) => !LEGACY_ERRORS.some((legacy) => legacy.test(error)));
