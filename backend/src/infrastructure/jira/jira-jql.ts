const PROJECT_KEY = /^[A-Z][A-Z0-9_]*$/;

/**
 * A JQL date in `yyyy-MM-dd HH:mm`, which Jira reads in the time zone of the account's profile
 * (`myself().timeZone`): given in another zone, the bound would shift by the difference.
 * Seconds are dropped, so the bound never passes over a change made within that minute.
 */
export function jqlDateTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The projects' issues (checked keys, so nothing else can enter the JQL). */
export function projectsJql(projectKeys: readonly string[]): string {
  if (projectKeys.length === 0) throw new Error('A Jira search needs at least one project key.');
  const invalid = projectKeys.find((key) => !PROJECT_KEY.test(key));
  if (invalid !== undefined) throw new Error(`"${invalid}" is not a Jira project key.`);
  return `project in (${projectKeys.map((key) => `"${key}"`).join(', ')})`;
}

/** A Jira label: no spaces (Jira refuses them), and nothing that could leave the quotes. */
const LABEL = /^[\w.-]+$/;

/**
 * The sync's query: the projects' issues, optionally those updated since and those with a
 * label, in key order.
 */
export function projectIssuesJql(
  projectKeys: readonly string[],
  updatedSince: Date | undefined,
  timeZone: string,
  label?: string,
): string {
  const projects = projectsJql(projectKeys);
  if (label !== undefined && !LABEL.test(label)) {
    throw new Error(`"${label}" is not a Jira label.`);
  }
  const labelled = label === undefined ? '' : ` AND labels = "${label}"`;
  const since = updatedSince ? ` AND updated >= "${jqlDateTime(updatedSince, timeZone)}"` : '';
  return `${projects}${since}${labelled} ORDER BY key ASC`;
}
