import { adfDocument, type AdfDocument } from './adf';
import { applyFieldEdits } from './field-edits';
import type { CustomFieldDefinition } from './field-catalog';
import { JqlError, type JqlQuery } from './jql';
import type {
  ChangelogItem,
  CustomFieldValue,
  IssueChange,
  SiteProject,
  SiteUser,
  StoredAttachment,
  StoredIssue,
} from './site-model';
import {
  statusOf,
  transitionById,
  transitionsFrom,
  type PriorityName,
  type StatusName,
  type WorkflowKind,
} from './workflow';

export interface NewIssue {
  readonly projectKey: string;
  readonly summary: string;
  /** Rich text, or plain text made into paragraphs (one per blank-line-separated block). */
  readonly description?: AdfDocument | string | null;
  readonly status?: StatusName;
  readonly labels?: readonly string[];
  readonly duedate?: string | null;
  readonly priority?: PriorityName;
  readonly custom?: Readonly<Record<string, CustomFieldValue>>;
}

export interface NewAttachment {
  readonly filename: string;
  readonly mimeType: string;
  readonly bytes: Buffer;
}

/** A registered admin webhook (`/rest/webhooks/1.0/webhook`). */
export interface WebhookRegistration {
  readonly id: number;
  readonly name: string;
  readonly url: string;
  readonly events: readonly string[];
  readonly jqlFilter?: JqlQuery;
  readonly filters: Readonly<Record<string, string>>;
  readonly excludeBody: boolean;
  /** Registered with a secret, each delivery is signed with it (`X-Hub-Signature`). */
  readonly secret?: string;
  readonly lastUpdated: Date;
  readonly lastUpdatedUser: SiteUser;
}

export interface JiraSiteOptions {
  readonly name: string;
  readonly baseUrl: string;
  readonly users: readonly SiteUser[];
  readonly customFields: readonly CustomFieldDefinition[];
  readonly now: () => Date;
  /** Simplified (any status to any other) unless said. */
  readonly workflow?: WorkflowKind;
  readonly onChange: (site: JiraSite, change: IssueChange) => void;
}

export class NoSuchTransitionError extends Error {}

/** One simulated Jira Cloud site: its people, projects, issues and webhooks. */
export class JiraSite {
  readonly name: string;
  readonly baseUrl: string;
  readonly users: readonly SiteUser[];
  readonly customFields: readonly CustomFieldDefinition[];
  readonly projects = new Map<string, SiteProject>();
  readonly issues: StoredIssue[] = [];
  webhooks: WebhookRegistration[] = [];
  private lastId = 10000;

  constructor(private readonly options: JiraSiteOptions) {
    this.name = options.name;
    this.baseUrl = options.baseUrl;
    this.users = options.users;
    this.customFields = options.customFields;
  }

  now(): Date {
    return this.options.now();
  }

  get workflow(): WorkflowKind {
    return this.options.workflow ?? 'simplified';
  }

  nextId(): number {
    this.lastId += 1;
    return this.lastId;
  }

  authenticate(email: string, apiToken: string): SiteUser | undefined {
    return this.users.find(
      (user) =>
        user.apiToken !== undefined && user.emailAddress === email && user.apiToken === apiToken,
    );
  }

  /** The person acting in Jira's own screens: the one named, or the site's first. */
  person(email?: string): SiteUser | undefined {
    return email ? this.users.find((u) => u.emailAddress === email) : this.users[0];
  }

  addProject(key: string, name: string): SiteProject {
    const project = { id: String(this.nextId()), key, name };
    this.projects.set(key, project);
    return project;
  }

  issue(idOrKey: string): StoredIssue | undefined {
    const key = idOrKey.toUpperCase();
    return this.issues.find((issue) => issue.id === idOrKey || issue.key === key);
  }

  attachment(id: string): StoredAttachment | undefined {
    return this.issues.flatMap((issue) => issue.attachments).find((a) => a.id === id);
  }

  createIssue(input: NewIssue, actor: SiteUser): StoredIssue {
    const project = this.projects.get(input.projectKey);
    if (!project) throw new Error(`No project ${input.projectKey} on site ${this.name}`);
    const number = this.issues.filter((issue) => issue.project === project).length + 1;
    const now = this.now();
    const description =
      typeof input.description === 'string'
        ? adfDocument(...input.description.split(/\n\s*\n/))
        : (input.description ?? null);
    const issue: StoredIssue = {
      id: String(this.nextId()),
      key: `${project.key}-${number}`,
      project,
      summary: input.summary,
      description,
      status: input.status ?? 'To Do',
      labels: [...(input.labels ?? [])],
      duedate: input.duedate ?? null,
      priority: input.priority ?? 'Medium',
      custom: { ...input.custom },
      created: now,
      updated: now,
      resolved: (input.status ?? 'To Do') === 'Done' ? now : null,
      attachments: [],
    };
    this.issues.push(issue);
    this.announce('jira:issue_created', 'issue_created', issue, actor, []);
    return issue;
  }

  editIssue(issue: StoredIssue, fields: Readonly<Record<string, unknown>>, actor: SiteUser): void {
    const items = applyFieldEdits(issue, fields, this.customFields);
    if (items.length > 0) this.touch(issue, actor, 'issue_updated', items);
  }

  /** Throws NoSuchTransitionError when the transition is not offered from the current status. */
  transition(issue: StoredIssue, transitionId: string, actor: SiteUser): void {
    const target = transitionById(transitionId);
    if (!target || !transitionsFrom(issue.status, this.workflow).includes(target)) {
      throw new NoSuchTransitionError(
        `Transition id '${transitionId}' is not valid for this issue.`,
      );
    }
    const from = statusOf(issue.status);
    issue.status = target.name;
    // Done sets the resolution, as Jira's default workflow does; leaving Done clears it.
    const resolving = (target.name === 'Done') !== (from.name === 'Done');
    issue.resolved = target.name === 'Done' ? this.now() : null;
    this.touch(issue, actor, 'issue_generic', [
      ...(resolving
        ? [
            {
              field: 'resolution',
              fieldtype: 'jira' as const,
              fieldId: 'resolution',
              from: from.name === 'Done' ? '10000' : null,
              fromString: from.name === 'Done' ? 'Done' : null,
              to: target.name === 'Done' ? '10000' : null,
              toString: target.name === 'Done' ? 'Done' : null,
            },
          ]
        : []),
      {
        field: 'status',
        fieldtype: 'jira',
        fieldId: 'status',
        from: from.id,
        fromString: from.name,
        to: target.id,
        toString: target.name,
      },
    ]);
  }

  addAttachment(issue: StoredIssue, file: NewAttachment, actor: SiteUser): StoredAttachment {
    const attachment: StoredAttachment = {
      id: String(this.nextId()),
      ...file,
      created: this.now(),
      author: actor,
    };
    issue.attachments.push(attachment);
    this.touch(issue, actor, 'issue_updated', [
      {
        field: 'Attachment',
        fieldtype: 'jira',
        fieldId: 'attachment',
        from: null,
        fromString: null,
        to: attachment.id,
        toString: attachment.filename,
      },
    ]);
    return attachment;
  }

  search(query: JqlQuery): StoredIssue[] {
    const unknown = query.projectKeys.find((key) => !this.projects.has(key.toUpperCase()));
    if (unknown !== undefined) {
      throw new JqlError(`The value '${unknown}' does not exist for the field 'project'.`);
    }
    const keys = new Set(query.projectKeys.map((key) => key.toUpperCase()));
    const since = query.updatedSince?.getTime() ?? -Infinity;
    const sign = query.orderBy.direction === 'ASC' ? 1 : -1;
    return this.issues
      .filter(
        (issue) =>
          keys.has(issue.project.key) &&
          issue.updated.getTime() >= since &&
          (query.label === undefined || issue.labels.includes(query.label)),
      )
      .sort((a, b) => sign * compareIssues(a, b, query.orderBy.field));
  }

  private touch(
    issue: StoredIssue,
    actor: SiteUser,
    eventTypeName: 'issue_updated' | 'issue_generic',
    items: ChangelogItem[],
  ): void {
    issue.updated = this.now();
    this.announce('jira:issue_updated', eventTypeName, issue, actor, items);
  }

  private announce(
    webhookEvent: IssueChange['webhookEvent'],
    eventTypeName: IssueChange['eventTypeName'],
    issue: StoredIssue,
    actor: SiteUser,
    items: ChangelogItem[],
  ): void {
    const changelog = { id: String(this.nextId()), items };
    this.options.onChange(this, { webhookEvent, eventTypeName, issue, actor, changelog });
  }
}

function compareIssues(
  a: StoredIssue,
  b: StoredIssue,
  field: JqlQuery['orderBy']['field'],
): number {
  const byKey = () =>
    a.project.key.localeCompare(b.project.key) ||
    Number(a.key.split('-')[1]) - Number(b.key.split('-')[1]);
  if (field === 'key') return byKey();
  const at = (issue: StoredIssue) =>
    (field === 'updated' ? issue.updated : issue.created).getTime();
  return at(a) - at(b) || byKey();
}
