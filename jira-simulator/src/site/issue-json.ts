import { adfPlainText } from './adf';
import type { CustomFieldDefinition } from './field-catalog';
import { jiraDateTime } from './jira-time';
import type { SiteProject, SiteUser, StoredAttachment, StoredIssue } from './site-model';
import { PRIORITIES, statusOf, type WorkflowStatus } from './workflow';

/** The JSON Jira answers for its resources, with `self` links under the site's base URL. */
export interface IssueJson {
  readonly expand: string;
  readonly id: string;
  readonly key: string;
  readonly self: string;
  readonly fields: Record<string, unknown>;
}

export function userJson(baseUrl: string, user: SiteUser) {
  const avatar = (size: number) =>
    `${baseUrl}/secure/useravatar?size=${size}&ownerId=${user.accountId}`;
  return {
    self: `${baseUrl}/rest/api/3/user?accountId=${user.accountId}`,
    accountId: user.accountId,
    accountType: 'atlassian',
    emailAddress: user.emailAddress,
    avatarUrls: {
      '48x48': avatar(48),
      '24x24': avatar(24),
      '16x16': avatar(16),
      '32x32': avatar(32),
    },
    displayName: user.displayName,
    active: true,
    timeZone: 'UTC',
    locale: 'en_US',
  };
}

export function statusJson(baseUrl: string, status: WorkflowStatus) {
  const { category } = status;
  return {
    self: `${baseUrl}/rest/api/3/status/${status.id}`,
    description: status.description,
    iconUrl: `${baseUrl}/images/icons/statuses/generic.png`,
    name: status.name,
    id: status.id,
    statusCategory: {
      self: `${baseUrl}/rest/api/3/statuscategory/${category.id}`,
      id: category.id,
      key: category.key,
      colorName: category.colorName,
      name: category.name,
    },
  };
}

export function attachmentJson(baseUrl: string, attachment: StoredAttachment) {
  return {
    self: `${baseUrl}/rest/api/3/attachment/${attachment.id}`,
    id: attachment.id,
    filename: attachment.filename,
    author: userJson(baseUrl, attachment.author),
    created: jiraDateTime(attachment.created),
    size: attachment.bytes.length,
    mimeType: attachment.mimeType,
    content: `${baseUrl}/rest/api/3/attachment/content/${attachment.id}`,
  };
}

/** The resolution Jira sets when an issue reaches Done ("Done", id 10000). */
export function resolutionJson(baseUrl: string) {
  return {
    self: `${baseUrl}/rest/api/3/resolution/10000`,
    id: '10000',
    description: 'Work has been completed on this issue.',
    name: 'Done',
  };
}

function projectJson(baseUrl: string, project: SiteProject) {
  return {
    self: `${baseUrl}/rest/api/3/project/${project.id}`,
    id: project.id,
    key: project.key,
    name: project.name,
    projectTypeKey: 'software',
    simplified: true,
  };
}

function fieldValues(baseUrl: string, issue: StoredIssue): Record<string, () => unknown> {
  const priority = PRIORITIES.find((p) => p.name === issue.priority);
  return {
    summary: () => issue.summary,
    description: () => issue.description,
    status: () => statusJson(baseUrl, statusOf(issue.status)),
    labels: () => [...issue.labels],
    created: () => jiraDateTime(issue.created),
    updated: () => jiraDateTime(issue.updated),
    duedate: () => issue.duedate,
    priority: () => ({
      self: `${baseUrl}/rest/api/3/priority/${priority?.id}`,
      iconUrl: `${baseUrl}/images/icons/priorities/${issue.priority.toLowerCase()}.svg`,
      name: issue.priority,
      id: priority?.id,
    }),
    project: () => projectJson(baseUrl, issue.project),
    issuetype: () => ({
      self: `${baseUrl}/rest/api/3/issuetype/10001`,
      id: '10001',
      description: 'A small, distinct piece of work.',
      iconUrl: `${baseUrl}/images/icons/issuetypes/task.svg`,
      name: 'Task',
      subtask: false,
      hierarchyLevel: 0,
    }),
    attachment: () => issue.attachments.map((a) => attachmentJson(baseUrl, a)),
    resolution: () => (issue.status === 'Done' ? resolutionJson(baseUrl) : null),
    resolutiondate: () => (issue.resolved ? jiraDateTime(issue.resolved) : null),
  };
}

/**
 * Which fields a `fields` parameter selects: `*all` and `*navigable` (all of them here), field
 * ids, and `-id` to leave one out. Unknown ids are ignored, as Jira does.
 */
export function selectFields(requested: readonly string[], known: readonly string[]): string[] {
  const chosen = new Set<string>();
  for (const entry of requested) {
    if (entry === '*all' || entry === '*navigable') known.forEach((id) => chosen.add(id));
    else if (!entry.startsWith('-')) chosen.add(entry);
  }
  for (const entry of requested) if (entry.startsWith('-')) chosen.delete(entry.slice(1));
  return known.filter((id) => chosen.has(id));
}

export function issueJson(
  baseUrl: string,
  issue: StoredIssue,
  customFields: readonly CustomFieldDefinition[],
  requested: readonly string[] = ['*all'],
): IssueJson {
  const values = fieldValues(baseUrl, issue);
  for (const field of customFields) values[field.id] = () => issue.custom[field.id] ?? null;
  const fields: Record<string, unknown> = {};
  for (const id of selectFields(requested, Object.keys(values))) fields[id] = values[id]?.();
  return {
    expand: 'renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations',
    id: issue.id,
    key: issue.key,
    self: `${baseUrl}/rest/api/3/issue/${issue.id}`,
    fields,
  };
}

/**
 * An issue in REST v2's representation, which Jira's webhooks send: as v3, but rich text (the
 * description) as a plain string.
 */
export function issueJsonV2(
  baseUrl: string,
  issue: StoredIssue,
  customFields: readonly CustomFieldDefinition[],
): IssueJson {
  const json = issueJson(baseUrl, issue, customFields);
  return {
    ...json,
    fields: { ...json.fields, description: issue.description && adfPlainText(issue.description) },
  };
}
