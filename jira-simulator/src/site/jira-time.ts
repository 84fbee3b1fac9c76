/** Jira's timestamp form, `2024-03-05T10:15:30.123+0000`; the simulated users live in UTC. */
export function jiraDateTime(at: Date): string {
  return at.toISOString().replace('Z', '+0000');
}

/** The form a changelog gives a due date in (`fromString` / `toString`). */
export function changelogDate(date: string): string {
  return `${date} 00:00:00.0`;
}
