import { createHash } from 'node:crypto';
import type { FaultInjector, FaultRule } from '../fault-injector';
import type { RequestLog, RequestRecord } from '../request-log';
import { STORY_PRICE_FIELD } from '../site/field-catalog';
import { JiraSite } from '../site/jira-site';
import type { DeliveryAttempt, WebhookDelivery, WebhookDispatcher } from '../webhook-dispatcher';
import { SiteInput } from './control-inputs';
import { SiteControl, UnknownResourceError } from './site-control';

/** Drives the simulator from a test or a script: sites, faults, the request log, webhooks. */
export interface JiraSimulatorControl {
  /** A new site at `<simulator base URL>/<name>`; an existing one of that name is replaced. */
  createSite(input: SiteInput): SiteControl;
  site(name: string): SiteControl;
  sites(): SiteControl[];
  /** The next `times` requests matching get the fault instead of their answer. */
  injectFault(rule: FaultRule): void;
  clearFaults(): void;
  requests(): RequestRecord[];
  clearRequests(): void;
  deliveries(): readonly WebhookDelivery[];
  /** The first delivery, past or coming, that matches and has been attempted. */
  waitForDelivery(matches: (delivery: WebhookDelivery) => boolean): Promise<WebhookDelivery>;
  /** Every delivery, once all that were under way have been attempted. */
  deliveriesSettled(): Promise<readonly WebhookDelivery[]>;
  /** Sends a past delivery again: same identifier, the next `X-Atlassian-Webhook-Retry`. */
  redeliver(identifier: string): Promise<DeliveryAttempt>;
  /** Forgets every site, fault, request and delivery. */
  reset(): void;
}

export interface ControlParts {
  readonly baseUrl: string;
  readonly now: () => Date;
  readonly sites: Map<string, JiraSite>;
  readonly faults: FaultInjector;
  readonly requests: RequestLog;
  readonly dispatcher: WebhookDispatcher;
}

/** A stable account id per site and email, in Jira's 24-hex-digit form. */
function accountId(site: string, email: string): string {
  return createHash('sha256').update(`${site}/${email}`).digest('hex').slice(0, 24);
}

export function createControl(parts: ControlParts): JiraSimulatorControl {
  const { sites, faults, requests, dispatcher } = parts;
  const controlOf = (site: JiraSite) => new SiteControl(site);
  return {
    createSite(input) {
      const { name, users, customFields, workflow } = SiteInput.parse(input);
      const site = new JiraSite({
        name,
        baseUrl: `${parts.baseUrl}/${name}`,
        users: users.map((user) => ({
          accountId: accountId(name, user.email),
          emailAddress: user.email,
          displayName: user.displayName ?? user.email.split('@')[0] ?? user.email,
          ...(user.apiToken ? { apiToken: user.apiToken } : {}),
        })),
        customFields: customFields ?? [STORY_PRICE_FIELD],
        now: parts.now,
        ...(workflow ? { workflow } : {}),
        onChange: (changed, change) => dispatcher.dispatch(changed, change),
      });
      sites.set(name, site);
      return controlOf(site);
    },
    site(name) {
      const site = sites.get(name);
      if (!site) throw new UnknownResourceError(`No site ${name}`);
      return controlOf(site);
    },
    sites: () => [...sites.values()].map(controlOf),
    injectFault: (rule) => faults.arm(rule),
    clearFaults: () => faults.reset(),
    requests: () => requests.list(),
    clearRequests: () => requests.clear(),
    deliveries: () => dispatcher.list(),
    waitForDelivery: (matches) => dispatcher.waitFor(matches),
    deliveriesSettled: () => dispatcher.settled(),
    async redeliver(identifier) {
      const attempt = dispatcher.redeliver(identifier);
      if (!attempt) throw new UnknownResourceError(`No webhook delivery ${identifier}`);
      return attempt;
    },
    reset() {
      sites.clear();
      faults.reset();
      requests.clear();
      dispatcher.reset();
    },
  };
}
