import { z } from 'zod';
import { readBody, sendErrors, sendJson, sendNoContent } from '../http-io';
import type { JiraSite, WebhookRegistration } from '../site/jira-site';
import { JqlError, parseJql } from '../site/jql';
import { restRoute } from './rest-call';

const ISSUE_FILTER = 'issue-related-events-section';

const RegisterBody = z.object({
  name: z.string().min(1),
  url: z.url(),
  events: z.array(z.string()).min(1),
  filters: z.record(z.string(), z.string()).optional(),
  excludeBody: z.boolean().optional(),
  secret: z.string().min(1).optional(),
});

function webhookJson(site: JiraSite, webhook: WebhookRegistration) {
  return {
    name: webhook.name,
    url: webhook.url,
    excludeBody: webhook.excludeBody,
    filters: webhook.filters,
    events: webhook.events,
    enabled: true,
    self: `${site.baseUrl}/rest/webhooks/1.0/webhook/${webhook.id}`,
    lastUpdatedUser: webhook.lastUpdatedUser.accountId,
    lastUpdatedDisplayName: webhook.lastUpdatedUser.displayName,
    lastUpdated: webhook.lastUpdated.getTime(),
  };
}

function webhookNamed(site: JiraSite, id: string | undefined): WebhookRegistration | undefined {
  return site.webhooks.find((webhook) => String(webhook.id) === id);
}

const WEBHOOK_NOT_FOUND = 'Webhook not found.';

/**
 * Admin webhooks: register a URL for `jira:issue_*` events (with a secret, to have deliveries
 * signed; Jira never shows the secret again), list them, delete one.
 */
export const WEBHOOK_ROUTES = [
  restRoute('POST', '/rest/webhooks/1.0/webhook', async ({ req, res, site, user }) => {
    const body = await readBody(req, RegisterBody);
    if (!body) {
      return sendErrors(res, 400, ['A webhook needs a name, a URL and at least one event.']);
    }
    const { name, url, events, filters = {}, excludeBody = false, secret } = body;
    const jql = filters[ISSUE_FILTER]?.trim();
    try {
      const webhook: WebhookRegistration = {
        id: site.nextId(),
        name,
        url,
        events,
        ...(jql ? { jqlFilter: parseJql(jql) } : {}),
        filters,
        excludeBody,
        ...(secret ? { secret } : {}),
        lastUpdated: site.now(),
        lastUpdatedUser: user,
      };
      site.webhooks.push(webhook);
      sendJson(res, 201, webhookJson(site, webhook));
    } catch (error) {
      if (!(error instanceof JqlError)) throw error;
      sendErrors(res, 400, [error.message]);
    }
  }),
  restRoute('GET', '/rest/webhooks/1.0/webhook', ({ res, site }) =>
    sendJson(
      res,
      200,
      site.webhooks.map((webhook) => webhookJson(site, webhook)),
    ),
  ),
  restRoute('GET', '/rest/webhooks/1.0/webhook/:id', ({ res, site, params }) => {
    const webhook = webhookNamed(site, params[0]);
    if (!webhook) return sendErrors(res, 404, [WEBHOOK_NOT_FOUND]);
    sendJson(res, 200, webhookJson(site, webhook));
  }),
  restRoute('DELETE', '/rest/webhooks/1.0/webhook/:id', ({ res, site, params }) => {
    const webhook = webhookNamed(site, params[0]);
    if (!webhook) return sendErrors(res, 404, [WEBHOOK_NOT_FOUND]);
    site.webhooks = site.webhooks.filter((w) => w !== webhook);
    sendNoContent(res);
  }),
];
