import type { AdfDocument } from './adf';
import type { PriorityName, StatusName } from './workflow';

/** A person on a site; one with an API token can call the REST API. */
export interface SiteUser {
  readonly accountId: string;
  readonly emailAddress: string;
  readonly displayName: string;
  readonly apiToken?: string;
}

export interface SiteProject {
  readonly id: string;
  readonly key: string;
  readonly name: string;
}

export interface StoredAttachment {
  readonly id: string;
  readonly filename: string;
  readonly mimeType: string;
  readonly bytes: Buffer;
  readonly created: Date;
  readonly author: SiteUser;
}

export type CustomFieldValue = number | string | null;

export interface StoredIssue {
  readonly id: string;
  readonly key: string;
  readonly project: SiteProject;
  summary: string;
  description: AdfDocument | null;
  status: StatusName;
  labels: string[];
  duedate: string | null;
  priority: PriorityName;
  custom: Record<string, CustomFieldValue>;
  readonly created: Date;
  updated: Date;
  /** When the issue reached Done (its resolution set); null while it is not done. */
  resolved: Date | null;
  readonly attachments: StoredAttachment[];
}

/** One line of a changelog, in the shape webhooks carry it. */
export interface ChangelogItem {
  readonly field: string;
  readonly fieldtype: 'jira' | 'custom';
  readonly fieldId: string;
  readonly from: string | null;
  readonly fromString: string | null;
  readonly to: string | null;
  readonly toString: string | null;
}

export type IssueEventTypeName = 'issue_created' | 'issue_updated' | 'issue_generic';

/** What happened to an issue, for the site's webhooks. */
export interface IssueChange {
  readonly webhookEvent: 'jira:issue_created' | 'jira:issue_updated';
  readonly eventTypeName: IssueEventTypeName;
  readonly issue: StoredIssue;
  readonly actor: SiteUser;
  readonly changelog: { readonly id: string; readonly items: readonly ChangelogItem[] };
}
