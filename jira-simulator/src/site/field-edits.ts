import { adfPlainText, isAdfDocument } from './adf';
import type { CustomFieldDefinition } from './field-catalog';
import { changelogDate } from './jira-time';
import type { ChangelogItem, CustomFieldValue, StoredIssue } from './site-model';
import { PRIORITIES } from './workflow';

/** Jira's per-field refusals: `{ "errors": { "<field id>": "<why>" } }`. */
export class FieldErrors extends Error {
  constructor(readonly errors: Readonly<Record<string, string>>) {
    super(Object.values(errors).join(' '));
  }
}

type Edit = (issue: StoredIssue) => ChangelogItem | undefined;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function systemItem(
  fieldId: string,
  from: [id: string | null, text: string | null],
  to: [id: string | null, text: string | null],
): ChangelogItem | undefined {
  if (from[0] === to[0] && from[1] === to[1]) return undefined;
  return {
    field: fieldId,
    fieldtype: 'jira',
    fieldId,
    from: from[0],
    fromString: from[1],
    to: to[0],
    toString: to[1],
  };
}

/** The edit of a system field, or why it is refused; status moves only by a transition. */
function systemEdit(fieldId: string, value: unknown): Edit | string {
  switch (fieldId) {
    case 'summary':
      if (typeof value !== 'string' || value.trim() === '') {
        return 'You must specify a summary of the issue.';
      }
      return (issue) => {
        const item = systemItem('summary', [null, issue.summary], [null, value]);
        issue.summary = value;
        return item;
      };
    case 'description':
      if (value !== null && !isAdfDocument(value)) {
        return 'Operation value must be an Atlassian Document (see the Atlassian Document Format).';
      }
      return (issue) => {
        const before = issue.description ? adfPlainText(issue.description) : null;
        const after = value ? adfPlainText(value) : null;
        issue.description = value;
        return systemItem('description', [null, before], [null, after]);
      };
    case 'labels': {
      if (!Array.isArray(value) || !value.every((label) => typeof label === 'string')) {
        return 'Labels must be a list of strings.';
      }
      const labels = value as string[];
      const spaced = labels.find((label) => /\s/.test(label));
      if (spaced !== undefined) return `The label '${spaced}' contains spaces which is invalid.`;
      return (issue) => {
        const item = systemItem('labels', [null, issue.labels.join(' ')], [null, labels.join(' ')]);
        issue.labels = [...labels];
        return item;
      };
    }
    case 'duedate':
      if (value !== null && (typeof value !== 'string' || !DATE.test(value))) {
        return `Error parsing date string: ${String(value)}`;
      }
      return (issue) => {
        const text = (date: string | null) => (date ? changelogDate(date) : null);
        const item = systemItem(
          'duedate',
          [issue.duedate, text(issue.duedate)],
          [value, text(value)],
        );
        issue.duedate = value;
        return item;
      };
    case 'priority': {
      const wanted = value as { id?: unknown; name?: unknown } | null;
      const priority = PRIORITIES.find((p) => p.id === wanted?.id || p.name === wanted?.name);
      if (!priority) return 'The priority selected is invalid.';
      return (issue) => {
        const before = PRIORITIES.find((p) => p.name === issue.priority);
        issue.priority = priority.name;
        return systemItem(
          'priority',
          [before?.id ?? null, before?.name ?? null],
          [priority.id, priority.name],
        );
      };
    }
    default:
      return `Field '${fieldId}' cannot be set. It is not on the appropriate screen, or unknown.`;
  }
}

function customEdit(field: CustomFieldDefinition, value: unknown): Edit | string {
  if (value !== null && typeof value !== field.type) {
    return field.type === 'number'
      ? 'Operation value must be a number.'
      : 'Operation value must be a string.';
  }
  const after = value as CustomFieldValue;
  return (issue) => {
    const before = issue.custom[field.id] ?? null;
    issue.custom[field.id] = after;
    if (before === after) return undefined;
    return {
      field: field.name,
      fieldtype: 'custom',
      fieldId: field.id,
      from: null,
      fromString: before === null ? null : String(before),
      to: null,
      toString: after === null ? null : String(after),
    };
  };
}

/**
 * Applies the `fields` of an edit, all or none: a refused field refuses the whole edit, as
 * Jira does. Answers the changelog of what really changed.
 */
export function applyFieldEdits(
  issue: StoredIssue,
  fields: Readonly<Record<string, unknown>>,
  customFields: readonly CustomFieldDefinition[],
): ChangelogItem[] {
  const edits: Edit[] = [];
  const errors: Record<string, string> = {};
  for (const [fieldId, value] of Object.entries(fields)) {
    const custom = customFields.find((field) => field.id === fieldId);
    const edit = custom ? customEdit(custom, value) : systemEdit(fieldId, value);
    if (typeof edit === 'string') errors[fieldId] = edit;
    else edits.push(edit);
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return edits.flatMap((edit) => edit(issue) ?? []);
}
