/** What a spreadsheet reads as the start of a formula (OWASP's list, tab and CR included). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value as one CSV cell's text: nothing for null and undefined, JSON for objects and arrays,
 * and a single quote before any text a spreadsheet would evaluate (`=HYPERLINK(…)`, `@SUM(…)`),
 * so an exported value is only ever shown, never run.
 */
export function csvCell(value: unknown): string {
  const text = cellText(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}
