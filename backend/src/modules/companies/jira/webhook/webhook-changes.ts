import type { JiraWebhookBody } from '@morphic/contracts';

type ChangelogItem = NonNullable<JiraWebhookBody['changelog']>['items'][number];

/** The issue fields a mission is made from (the price field is the account's own). */
const MISSION_FIELDS = new Set(['summary', 'description', 'labels', 'duedate']);

/** What the platform itself writes to an issue: Jira echoes them back, and they never flow in. */
const PLATFORM_WRITES = new Set(['status', 'resolution', 'attachment', 'Attachment']);

const fieldOf = (item: ChangelogItem) => item.fieldId ?? item.field;

/** What a delivery's changelog means for the mission. */
export type ChangelogMeaning =
  | { readonly kind: 'mission'; readonly customFieldId: string | null }
  | { readonly kind: 'echo' }
  | { readonly kind: 'other'; readonly customFieldId: string | null };

/**
 * Reads a changelog: a change to a field missions are made from (or to the price field) is
 * the mission's business; a change only to what the platform writes (status, attachments) is
 * the echo of its own push, recognised and left alone so no update loops; anything else is
 * not the platform's concern. The custom field changed, if any, is what calibration looks for.
 */
export function changelogMeaning(
  items: readonly ChangelogItem[],
  priceFieldId: string | null,
): ChangelogMeaning {
  const custom = items.find((item) => fieldOf(item).startsWith('customfield_'));
  const customFieldId = custom ? fieldOf(custom) : null;
  if (items.some((item) => MISSION_FIELDS.has(fieldOf(item)) || fieldOf(item) === priceFieldId)) {
    return { kind: 'mission', customFieldId };
  }
  if (items.length > 0 && items.every((item) => PLATFORM_WRITES.has(fieldOf(item)))) {
    return { kind: 'echo' };
  }
  return { kind: 'other', customFieldId };
}

/** The custom field's name as the changelog gives it (`field` is the name, `fieldId` the id). */
export function customFieldName(items: readonly ChangelogItem[], fieldId: string): string | null {
  const item = items.find((entry) => entry.fieldId === fieldId);
  return item && item.field !== fieldId ? item.field : null;
}
