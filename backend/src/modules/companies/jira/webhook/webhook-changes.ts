import type { JiraWebhookBody } from '@morphic/contracts';

type ChangelogItem = NonNullable<JiraWebhookBody['changelog']>['items'][number];

/** The issue fields a mission is made from (the price field is the account's own). */
const MISSION_FIELDS = new Set(['summary', 'description', 'labels', 'duedate']);

const fieldOf = (item: ChangelogItem) => item.fieldId ?? item.field;

/** What a delivery's changelog means for the mission. */
export type ChangelogMeaning =
  | { readonly kind: 'mission'; readonly customFieldId: string | null }
  | { readonly kind: 'other'; readonly customFieldId: string | null };

/**
 * Reads a changelog: a change to a field missions are made from (or to the price field) is
 * the mission's business; anything else is not, here (a status move is read by `movesStatus` and
 * an added file by `addedAttachmentIds`; whose change it is, by jira-echo and the attachments
 * decider). The custom
 * field changed, if any, is what calibration looks for.
 */
export function changelogMeaning(
  items: readonly ChangelogItem[],
  priceFieldId: string | null,
): ChangelogMeaning {
  const custom = items.find((item) => fieldOf(item).startsWith('customfield_'));
  const customFieldId = custom ? fieldOf(custom) : null;
  const mission = items.some(
    (item) => MISSION_FIELDS.has(fieldOf(item)) || fieldOf(item) === priceFieldId,
  );
  return { kind: mission ? 'mission' : 'other', customFieldId };
}

/** Whether a changelog moved the issue to another status. */
export const movesStatus = (items: readonly ChangelogItem[]): boolean =>
  items.some((item) => fieldOf(item) === 'status');

const isAttachment = (item: ChangelogItem) =>
  fieldOf(item) === 'attachment' || item.field === 'Attachment';

/** The ids of the attachments a changelog added (a removal has no `to`). */
export const addedAttachmentIds = (items: readonly ChangelogItem[]): string[] =>
  items.flatMap((item) => (isAttachment(item) && typeof item.to === 'string' ? [item.to] : []));

/** The custom field's name as the changelog gives it (`field` is the name, `fieldId` the id). */
export function customFieldName(items: readonly ChangelogItem[], fieldId: string): string | null {
  const item = items.find((entry) => entry.fieldId === fieldId);
  return item && item.field !== fieldId ? item.field : null;
}
