import type { EventData } from '@morphic/contracts/server';
import type { JiraIssue } from '#infrastructure/jira/jira-resources';
import { adfText } from '#infrastructure/jira/jira-adf';

type Changes = Required<EventData<'MissionDetailsChanged'>['changes']>;

/** What the issue says of its mission; the reward only when the issue has a price. */
export type MissionDetails = Omit<Changes, 'reward_amount'> & {
  readonly reward_amount: number | null;
};

/** The label the platform puts on an issue it opened for one of its missions. */
const PLATFORM_LABEL = /^morphic-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const missionLabel = (missionId: string): string => `morphic-${missionId}`;

/** Whether a label is the platform's own, naming a mission (`morphic-<mission id>`). */
export const isMissionLabel = (label: string): boolean => PLATFORM_LABEL.test(label);

/** The issue's labels (none when Jira sent no list). */
export function labelsOf(issue: JiraIssue): string[] {
  const { labels } = issue.fields;
  return Array.isArray(labels)
    ? labels.filter((label): label is string => typeof label === 'string')
    : [];
}

/** The platform mission an issue was opened for (its label), or null for Jira's own issues. */
export function platformMissionOf(issue: JiraIssue): string | null {
  for (const label of labelsOf(issue)) {
    const match = PLATFORM_LABEL.exec(label);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** The issue fields a mission is made from (the price field when the account has one). */
export function issueFieldsFor(priceFieldId: string | null): string[] {
  return [
    'summary',
    'description',
    'labels',
    'duedate',
    'status',
    'updated',
    ...(priceFieldId ? [priceFieldId] : []),
  ];
}

/** When the issue was last changed in Jira (`fields.updated`), as ISO-8601 UTC; null if unsaid. */
export function issueUpdatedAt(issue: JiraIssue): string | null {
  const { updated } = issue.fields;
  const at = typeof updated === 'string' ? Date.parse(updated) : Number.NaN;
  return Number.isFinite(at) ? new Date(at).toISOString() : null;
}

const DUE_DATE = /^\d{4}-\d{2}-\d{2}$/;

function priceOf(value: unknown): number | null {
  const amount = typeof value === 'string' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0
    ? Math.round(amount * 100) / 100
    : null;
}

/**
 * What a mission says, read from its Jira issue: summary, description as text, labels as
 * domain tags (the platform's own label aside), the due date as the deadline (end of that day,
 * UTC) and the reward from the account's price field (null: no price field, or no price set).
 */
export function missionDetailsOf(issue: JiraIssue, priceFieldId: string | null): MissionDetails {
  const { summary, description, duedate } = issue.fields;
  return {
    title: (typeof summary === 'string' && summary.trim()) || issue.key,
    description: adfText(description),
    domain_tags: labelsOf(issue).filter((label) => !isMissionLabel(label)),
    reward_amount: priceFieldId ? priceOf(issue.fields[priceFieldId]) : null,
    deadline_at:
      typeof duedate === 'string' && DUE_DATE.test(duedate) ? `${duedate}T23:59:59.000Z` : null,
  };
}
