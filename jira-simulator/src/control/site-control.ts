import { issueJson } from '../site/issue-json';
import type { JiraSite, NewAttachment, NewIssue } from '../site/jira-site';
import type { SiteProject, SiteUser, StoredIssue } from '../site/site-model';
import { statusNamed, statusOf, type StatusCategoryKey, type StatusName } from '../site/workflow';
import type { ActingAs } from './control-inputs';

/** What a test reads back from an issue: its status, its fields as the API shows them, its files. */
export interface IssueSnapshot {
  readonly id: string;
  readonly key: string;
  readonly status: StatusName;
  readonly statusCategory: StatusCategoryKey;
  readonly fields: Readonly<Record<string, unknown>>;
  readonly attachments: readonly {
    readonly id: string;
    readonly filename: string;
    readonly size: number;
    readonly mimeType: string;
    readonly bytes: Buffer;
  }[];
}

export class UnknownResourceError extends Error {}

/**
 * One site driven from outside its REST API, as its people would in Jira's own screens: every
 * change fires the site's webhooks like a change through the API does.
 */
export class SiteControl {
  constructor(private readonly site: JiraSite) {}

  get name(): string {
    return this.site.name;
  }

  get baseUrl(): string {
    return this.site.baseUrl;
  }

  get users(): readonly SiteUser[] {
    return this.site.users;
  }

  createProject(key: string, name: string): SiteProject {
    return this.site.addProject(key, name);
  }

  createIssue(input: NewIssue, acting: ActingAs = {}): IssueSnapshot {
    if (!this.site.projects.has(input.projectKey)) {
      throw new UnknownResourceError(`No project ${input.projectKey} on site ${this.name}`);
    }
    return this.snapshot(this.site.createIssue(input, this.actor(acting)));
  }

  /** Edits fields in their REST form (`{ summary: '…', priority: { name: 'High' } }`). */
  editIssue(
    key: string,
    fields: Readonly<Record<string, unknown>>,
    acting: ActingAs = {},
  ): IssueSnapshot {
    const issue = this.stored(key);
    this.site.editIssue(issue, fields, this.actor(acting));
    return this.snapshot(issue);
  }

  /** Moves the issue to the status; no change, and no webhook, when it is there already. */
  transitionIssue(key: string, status: string, acting: ActingAs = {}): IssueSnapshot {
    const issue = this.stored(key);
    const target = statusNamed(status);
    if (!target) throw new UnknownResourceError(`No status ${status} in the workflow`);
    if (target.name !== issue.status) {
      this.site.transition(issue, target.transitionId, this.actor(acting));
    }
    return this.snapshot(issue);
  }

  /** Attaches the file as the person; the webhook's changelog names it. */
  attachFile(key: string, file: NewAttachment, acting: ActingAs = {}): IssueSnapshot {
    const issue = this.stored(key);
    this.site.addAttachment(issue, file, this.actor(acting));
    return this.snapshot(issue);
  }

  issue(key: string): IssueSnapshot {
    return this.snapshot(this.stored(key));
  }

  issues(): IssueSnapshot[] {
    return this.site.issues.map((issue) => this.snapshot(issue));
  }

  webhooks(): readonly { id: number; name: string; url: string; events: readonly string[] }[] {
    return this.site.webhooks.map(({ id, name, url, events }) => ({ id, name, url, events }));
  }

  private actor(acting: ActingAs): SiteUser {
    const user = this.site.person(acting.as);
    if (!user) throw new UnknownResourceError(`No user ${acting.as ?? ''} on site ${this.name}`);
    return user;
  }

  private stored(key: string): StoredIssue {
    const issue = this.site.issue(key);
    if (!issue) throw new UnknownResourceError(`No issue ${key} on site ${this.name}`);
    return issue;
  }

  private snapshot(issue: StoredIssue): IssueSnapshot {
    const { fields } = issueJson(this.site.baseUrl, issue, this.site.customFields);
    return {
      id: issue.id,
      key: issue.key,
      status: issue.status,
      statusCategory: statusOf(issue.status).category.key,
      fields,
      attachments: issue.attachments.map(({ id, filename, mimeType, bytes }) => ({
        id,
        filename,
        size: bytes.length,
        mimeType,
        bytes,
      })),
    };
  }
}
