import { createHmac, randomUUID } from 'node:crypto';
import { issueJsonV2, userJson } from './site/issue-json';
import type { JiraSite, WebhookRegistration } from './site/jira-site';
import type { IssueChange } from './site/site-model';

/** One try at handing a delivery to its URL: the receiver's status, or why there was none. */
export interface DeliveryAttempt {
  /** 0 for the first try; `X-Atlassian-Webhook-Retry` carries it on later ones. */
  readonly retry: number;
  readonly status?: number;
  readonly error?: string;
  readonly at: Date;
}

export interface WebhookBody {
  readonly timestamp: number;
  readonly webhookEvent: IssueChange['webhookEvent'];
  readonly issue_event_type_name: IssueChange['eventTypeName'];
  readonly user: ReturnType<typeof userJson>;
  readonly issue: ReturnType<typeof issueJsonV2>;
  readonly changelog: IssueChange['changelog'];
}

export interface WebhookDelivery {
  /** Sent as `X-Atlassian-Webhook-Identifier`; the same on every redelivery. */
  readonly identifier: string;
  readonly site: string;
  readonly webhookId: number;
  readonly url: string;
  /** The webhook asked for the POST without its body. */
  readonly excludeBody: boolean;
  readonly issueKey: string;
  readonly body: WebhookBody;
  /**
   * Sent as `X-Hub-Signature` when the webhook has a secret: `sha256=` and the HMAC-SHA256 of
   * the bytes posted, keyed with the secret, in hex.
   */
  readonly signature?: string;
  readonly attempts: DeliveryAttempt[];
}

/** How long a receiver may take to answer, as Jira allows. */
const RESPONSE_TIMEOUT_MS = 20_000;

interface Waiter {
  readonly matches: (delivery: WebhookDelivery) => boolean;
  readonly resolve: (delivery: WebhookDelivery) => void;
}

/** The text a delivery posts (none when the webhook excludes the body). */
const payloadOf = (delivery: Pick<WebhookDelivery, 'excludeBody' | 'body'>): string | undefined =>
  delivery.excludeBody ? undefined : JSON.stringify(delivery.body);

/** How Jira Cloud signs an admin webhook's delivery: HMAC-SHA256 of the body, keyed by the secret. */
const signatureOf = (secret: string, payload: string): string =>
  `sha256=${createHmac('sha256', secret).update(payload, 'utf8').digest('hex')}`;

function wants(webhook: WebhookRegistration, change: IssueChange): boolean {
  if (!webhook.events.includes(change.webhookEvent)) return false;
  const projects = webhook.jqlFilter?.projectKeys.map((key) => key.toUpperCase());
  return !projects || projects.includes(change.issue.project.key);
}

/**
 * Posts each issue change to the site's registered webhooks, in the background, and keeps
 * every delivery with its attempts so tests can await one, list them and redeliver.
 */
export class WebhookDispatcher {
  private deliveries: WebhookDelivery[] = [];
  private readonly inFlight = new Set<Promise<DeliveryAttempt>>();
  private waiters: Waiter[] = [];

  constructor(private readonly now: () => Date) {}

  dispatch(site: JiraSite, change: IssueChange): void {
    for (const webhook of site.webhooks.filter((w) => wants(w, change))) {
      const { excludeBody } = webhook;
      const body: WebhookBody = {
        timestamp: this.now().getTime(),
        webhookEvent: change.webhookEvent,
        issue_event_type_name: change.eventTypeName,
        user: userJson(site.baseUrl, change.actor),
        // Webhooks carry the v2 representation: the description as a plain string.
        issue: issueJsonV2(site.baseUrl, change.issue, site.customFields),
        changelog: change.changelog,
      };
      const delivery: WebhookDelivery = {
        identifier: randomUUID(),
        site: site.name,
        webhookId: webhook.id,
        url: webhook.url,
        excludeBody,
        issueKey: change.issue.key,
        body,
        ...(webhook.secret
          ? { signature: signatureOf(webhook.secret, payloadOf({ excludeBody, body }) ?? '') }
          : {}),
        attempts: [],
      };
      this.deliveries.push(delivery);
      void this.send(delivery);
    }
  }

  list(): readonly WebhookDelivery[] {
    return this.deliveries;
  }

  /** Sends a past delivery again, with the same identifier and the next retry count. */
  redeliver(identifier: string): Promise<DeliveryAttempt> | undefined {
    const delivery = this.deliveries.find((d) => d.identifier === identifier);
    return delivery && this.send(delivery);
  }

  /** The first delivery, past or coming, that matches and has had an attempt. */
  waitFor(matches: (delivery: WebhookDelivery) => boolean): Promise<WebhookDelivery> {
    const found = this.deliveries.find((d) => d.attempts.length > 0 && matches(d));
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ matches, resolve }));
  }

  /** Resolves once every delivery started so far (and any they lead to) has been attempted. */
  async settled(): Promise<readonly WebhookDelivery[]> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
    return this.deliveries;
  }

  reset(): void {
    this.deliveries = [];
    this.waiters = [];
  }

  private send(delivery: WebhookDelivery): Promise<DeliveryAttempt> {
    const retry = delivery.attempts.length;
    const sending = this.post(delivery, retry).then((attempt) => {
      delivery.attempts.push(attempt);
      this.inFlight.delete(sending);
      this.notify(delivery);
      return attempt;
    });
    this.inFlight.add(sending);
    return sending;
  }

  private async post(delivery: WebhookDelivery, retry: number): Promise<DeliveryAttempt> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'Atlassian Webhook HTTP Client',
      'X-Atlassian-Webhook-Identifier': delivery.identifier,
      'X-Atlassian-Webhook-Flow': 'Primary',
      ...(retry > 0 ? { 'X-Atlassian-Webhook-Retry': String(retry) } : {}),
      ...(delivery.signature ? { 'X-Hub-Signature': delivery.signature } : {}),
    };
    const payload = payloadOf(delivery);
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers,
        ...(payload === undefined ? {} : { body: payload }),
        signal: AbortSignal.timeout(RESPONSE_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return { retry, status: response.status, at: this.now() };
    } catch (error) {
      return {
        retry,
        error: error instanceof Error ? error.message : String(error),
        at: this.now(),
      };
    }
  }

  private notify(delivery: WebhookDelivery): void {
    const waiting: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.matches(delivery)) waiter.resolve(delivery);
      else waiting.push(waiter);
    }
    this.waiters = waiting;
  }
}
