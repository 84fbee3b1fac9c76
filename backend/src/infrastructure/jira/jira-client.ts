import { COMPANY_TEXTS } from '@morphic/contracts';
import { FormData, type Response } from 'undici';
import { z } from 'zod';
import {
  JiraHttp,
  type JiraCredentials,
  type JiraHttpOptions,
  type JiraHttpRequest,
} from './jira-http';
import { adfFromText } from './jira-adf';
import { projectIssuesJql, projectsJql } from './jira-jql';
import { JiraRequestError, JiraTransitionUnavailableError } from './jira-request-error';
import {
  CreatedIssue,
  JiraAttachment,
  JiraField,
  JiraIssue,
  JiraIssueStatus,
  JiraSearchPage,
  JiraTransitions,
  JiraUser,
} from './jira-resources';

export interface JiraIssueSearch {
  readonly projectKeys: readonly string[];
  /** Only issues updated at or after this minute. */
  readonly updatedSince?: Date;
  /** Field ids to return (`summary`, `customfield_10050`, …); Jira answers only ids without. */
  readonly fields: readonly string[];
  /** Only issues with this label. */
  readonly label?: string;
  /** The zone of the account's profile, which Jira reads JQL dates in; UTC when left out. */
  readonly timeZone?: string;
  /** Issues a page; Jira may answer fewer. */
  readonly pageSize?: number;
}

export type TransitionOutcome = 'transitioned' | 'already_there';

const DEFAULT_PAGE_SIZE = 100;

const issuePath = (key: string) => `/rest/api/3/issue/${encodeURIComponent(key)}`;

/** Jira Cloud's REST API v3, the paths the mission sync uses. */
export class JiraClient {
  private readonly http: JiraHttp;

  constructor(credentials: JiraCredentials, options: JiraHttpOptions) {
    this.http = new JiraHttp(credentials, options);
  }

  /** The account of the credentials: the connection test. */
  myself(): Promise<JiraUser> {
    return this.read({ method: 'GET', path: '/rest/api/3/myself' }, JiraUser);
  }

  /** System and custom fields, to find a custom field's id by its name. */
  listFields(): Promise<JiraField[]> {
    return this.read({ method: 'GET', path: '/rest/api/3/field' }, JiraField.array());
  }

  /** Every matching issue, page after page (enhanced search, `nextPageToken` until `isLast`). */
  async *searchIssues(search: JiraIssueSearch): AsyncGenerator<JiraIssue> {
    const jql = projectIssuesJql(
      search.projectKeys,
      search.updatedSince,
      search.timeZone ?? 'UTC',
      search.label,
    );
    let nextPageToken: string | undefined;
    do {
      const page = await this.read(
        {
          method: 'POST',
          path: '/rest/api/3/search/jql',
          json: {
            jql,
            fields: search.fields,
            maxResults: search.pageSize ?? DEFAULT_PAGE_SIZE,
            ...(nextPageToken ? { nextPageToken } : {}),
          },
        },
        JiraSearchPage,
      );
      yield* page.issues;
      nextPageToken = page.isLast ? undefined : (page.nextPageToken ?? undefined);
    } while (nextPageToken);
  }

  /**
   * Registers an admin webhook for issue events of these projects (`POST
   * /rest/webhooks/1.0/webhook`; the account needs Jira admin rights). Jira signs each delivery
   * with the secret (`X-Hub-Signature`), so the URL need not carry it.
   */
  async registerWebhook(webhook: {
    readonly name: string;
    readonly url: string;
    readonly projectKeys: readonly string[];
    readonly secret: string;
  }): Promise<void> {
    await this.http.send({
      method: 'POST',
      path: '/rest/webhooks/1.0/webhook',
      json: {
        name: webhook.name,
        url: webhook.url,
        events: ['jira:issue_created', 'jira:issue_updated'],
        filters: { 'issue-related-events-section': projectsJql(webhook.projectKeys) },
        secret: webhook.secret,
      },
    });
  }

  /** Creates a task in the project; its key. */
  async createIssue(
    projectKey: string,
    fields: {
      readonly summary: string;
      readonly description: string;
      readonly labels: readonly string[];
    },
  ): Promise<{ id: string; key: string }> {
    return this.read(
      {
        method: 'POST',
        path: '/rest/api/3/issue',
        json: {
          fields: {
            project: { key: projectKey },
            issuetype: { name: 'Task' },
            summary: fields.summary,
            description: adfFromText(fields.description),
            labels: fields.labels,
          },
        },
      },
      CreatedIssue,
    );
  }

  getIssue(key: string, fields?: readonly string[]): Promise<JiraIssue> {
    const query = fields ? `?fields=${fields.map(encodeURIComponent).join(',')}` : '';
    return this.read({ method: 'GET', path: `${issuePath(key)}${query}` }, JiraIssue);
  }

  /** Sets fields in their REST form (`{ summary: '…', labels: [...] }`). */
  async editIssue(key: string, fields: Readonly<Record<string, unknown>>): Promise<void> {
    await this.http.send({ method: 'PUT', path: issuePath(key), json: { fields } });
  }

  /**
   * Moves the issue to the status of that name (case aside) through the transition leading
   * there; does nothing when it is there already.
   */
  async transitionTo(key: string, statusName: string): Promise<TransitionOutcome> {
    const same = (name: string) =>
      name.localeCompare(statusName, undefined, { sensitivity: 'accent' }) === 0;
    const current = await this.read(
      { method: 'GET', path: `${issuePath(key)}?fields=status` },
      JiraIssueStatus,
    );
    if (same(current.fields.status.name)) return 'already_there';
    const path = `${issuePath(key)}/transitions`;
    const { transitions } = await this.read({ method: 'GET', path }, JiraTransitions);
    const targets = transitions.flatMap((t) => (t.to ? [{ id: t.id, status: t.to.name }] : []));
    const transition = targets.find((t) => same(t.status));
    if (!transition) {
      throw new JiraTransitionUnavailableError(
        key,
        statusName,
        targets.map((t) => t.status),
      );
    }
    await this.http.send({ method: 'POST', path, json: { transition: { id: transition.id } } });
    return 'transitioned';
  }

  /** Uploads a file to the issue (multipart, with the header Jira's XSRF check asks for). */
  async addAttachment(
    key: string,
    fileName: string,
    bytes: Uint8Array,
    mimeType: string,
  ): Promise<JiraAttachment> {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: mimeType }), fileName);
    const path = `${issuePath(key)}/attachments`;
    const [attachment] = await this.read(
      { method: 'POST', path, form, headers: { 'X-Atlassian-Token': 'no-check' } },
      z.tuple([JiraAttachment], JiraAttachment),
    );
    return attachment;
  }

  /**
   * An attachment's bytes as Jira answers them. `redirect=false` has Jira send them itself
   * rather than a redirect to its media host, which the outbound client would not follow.
   */
  attachmentContent(id: string): Promise<Response> {
    return this.http.send({
      method: 'GET',
      path: `/rest/api/3/attachment/content/${encodeURIComponent(id)}?redirect=false`,
      headers: { Accept: '*/*' },
    });
  }

  private async read<T>(request: JiraHttpRequest, schema: z.ZodType<T>): Promise<T> {
    const response = await this.http.send(request);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) return parsed.data;
    throw new JiraRequestError({
      kind: 'server',
      method: request.method,
      path: request.path,
      status: response.status,
      errorMessages: [],
      errors: {},
      attempts: 1,
      detail: COMPANY_TEXTS.jira.unreadableAnswer,
    });
  }
}
