import { adfDocument } from './site/adf';
import { createHmac } from 'node:crypto';
import type { ChangelogItem } from './site/site-model';
import { API_USER, PERSON, startAcme, type SimulatedAcme } from './testing/simulated-site';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver';
import type { WebhookDelivery } from './webhook-dispatcher';

describe('webhooks', () => {
  let acme: SimulatedAcme;
  let receiver: WebhookReceiver;

  beforeEach(async () => {
    acme = await startAcme(() => new Date('2026-03-01T08:00:00.000Z'));
    receiver = await startWebhookReceiver();
    acme.site.createIssue({
      projectKey: 'AC',
      summary: 'Add CSV export',
      custom: { customfield_10050: 400 },
    });
    const registered = await acme.call('POST', '/rest/webhooks/1.0/webhook', {
      name: 'Morphic sync',
      url: receiver.url,
      events: ['jira:issue_created', 'jira:issue_updated'],
      filters: { 'issue-related-events-section': 'project = AC' },
      excludeBody: false,
    });
    expect(registered).toMatchObject({
      status: 201,
      body: {
        name: 'Morphic sync',
        url: receiver.url,
        events: ['jira:issue_created', 'jira:issue_updated'],
        enabled: true,
        self: expect.stringMatching(/\/rest\/webhooks\/1\.0\/webhook\/\d+$/),
      },
    });
  });
  afterEach(async () => {
    await acme.simulator.close();
    await receiver.close();
  });

  const control = () => acme.simulator.control;
  const forIssue = (key: string, event: string) => (d: WebhookDelivery) =>
    d.issueKey === key && d.body.webhookEvent === event;

  it('posts a file a person attached, the issue in v2 listing it and the person as the user', async () => {
    const bytes = Buffer.from('%PDF-1.7\n');
    const { attachments } = acme.site.attachFile(
      'AC-1',
      { filename: 'brief.pdf', mimeType: 'application/pdf', bytes },
      { as: PERSON.email },
    );
    const id = attachments[0]?.id;
    const delivery = await control().waitForDelivery(forIssue('AC-1', 'jira:issue_updated'));

    expect(delivery.body).toMatchObject({
      webhookEvent: 'jira:issue_updated',
      issue_event_type_name: 'issue_updated',
      user: { emailAddress: PERSON.email },
      issue: {
        key: 'AC-1',
        fields: {
          attachment: [
            {
              id,
              filename: 'brief.pdf',
              size: bytes.length,
              mimeType: 'application/pdf',
              author: { emailAddress: PERSON.email },
              content: `${acme.site.baseUrl}/rest/api/3/attachment/content/${String(id)}`,
            },
          ],
        },
      },
      changelog: {
        items: [
          {
            field: 'Attachment',
            fieldtype: 'jira',
            fieldId: 'attachment',
            from: null,
            fromString: null,
            to: id,
            toString: 'brief.pdf',
          },
        ],
      },
    });
  });

  it('posts an edit made in Jira with the changelog of what changed', async () => {
    acme.site.editIssue('AC-1', { summary: 'Add CSV and JSON export', customfield_10050: 450 });
    const delivery = await control().waitForDelivery(forIssue('AC-1', 'jira:issue_updated'));

    expect(delivery.attempts).toEqual([{ retry: 0, status: 200, at: expect.any(Date) }]);
    const [posted] = receiver.received;
    expect(posted?.headers['x-atlassian-webhook-identifier']).toBe(delivery.identifier);
    expect(posted?.headers['x-atlassian-webhook-retry']).toBeUndefined();
    expect(posted?.body).toMatchObject({
      timestamp: new Date('2026-03-01T08:00:00.000Z').getTime(),
      webhookEvent: 'jira:issue_updated',
      issue_event_type_name: 'issue_updated',
      user: { emailAddress: PERSON.email, displayName: PERSON.displayName },
      issue: {
        key: 'AC-1',
        fields: { summary: 'Add CSV and JSON export', customfield_10050: 450 },
      },
      changelog: { id: expect.any(String) },
    });
    const items = (posted?.body as { changelog: { items: ChangelogItem[] } }).changelog.items;
    expect(items).toEqual([
      {
        field: 'summary',
        fieldtype: 'jira',
        fieldId: 'summary',
        from: null,
        fromString: 'Add CSV export',
        to: null,
        toString: 'Add CSV and JSON export',
      },
      {
        field: 'Story price',
        fieldtype: 'custom',
        fieldId: 'customfield_10050',
        from: null,
        fromString: '400',
        to: null,
        toString: '450',
      },
    ]);
  });

  it('signs the body it posts with the secret a webhook was registered with, as Jira Cloud does', async () => {
    const signed = await startWebhookReceiver();
    try {
      const secret = 'a-webhook-secret-5f1e';
      await acme.call('POST', '/rest/webhooks/1.0/webhook', {
        name: 'Signed',
        url: signed.url,
        events: ['jira:issue_updated'],
        secret,
      });
      const listed = (await acme.call('GET', '/rest/webhooks/1.0/webhook')).body;
      expect(JSON.stringify(listed)).not.toContain(secret);
      acme.site.editIssue('AC-1', { summary: 'Add CSV export, signed' });
      await control().deliveriesSettled();

      const [posted] = signed.received;
      const expected = createHmac('sha256', secret)
        .update(posted?.text ?? '')
        .digest('hex');
      expect(posted?.headers['x-hub-signature']).toBe(`sha256=${expected}`);
      // The webhook registered without a secret gets no signature.
      expect(receiver.received[0]?.headers['x-hub-signature']).toBeUndefined();
    } finally {
      await signed.close();
    }
  });

  it('posts changes made through the REST API too, as the API account', async () => {
    await acme.call('POST', '/rest/api/3/issue/AC-1/transitions', { transition: { id: '31' } });
    const delivery = await control().waitForDelivery(forIssue('AC-1', 'jira:issue_updated'));
    expect(delivery.body.user.emailAddress).toBe(API_USER.email);
    expect(delivery.body.issue_event_type_name).toBe('issue_generic');
    expect(delivery.body.changelog.items).toEqual([
      expect.objectContaining({ field: 'resolution', fromString: null, toString: 'Done' }),
      expect.objectContaining({
        field: 'status',
        fromString: 'To Do',
        toString: 'Done',
        to: '10002',
      }),
    ]);
    // Done sets the resolution.
    expect(delivery.body.issue.fields['resolution']).toMatchObject({ name: 'Done' });
    expect(delivery.body.issue.fields['resolutiondate']).toEqual(expect.any(String));
  });

  it('sends the description as a plain string (v2), and clears the resolution when reopened', async () => {
    acme.site.editIssue('AC-1', { description: adfDocument('Export the table as CSV.') });
    const edited = await control().waitForDelivery(forIssue('AC-1', 'jira:issue_updated'));
    expect(edited.body.issue.fields['description']).toBe('Export the table as CSV.');
    acme.site.transitionIssue('AC-1', 'Done');
    acme.site.transitionIssue('AC-1', 'To Do');
    const deliveries = await control().deliveriesSettled();
    const reopened = deliveries.at(-1);
    expect(reopened?.body.issue.fields['resolution']).toBeNull();
    expect(reopened?.body.changelog.items.map((item) => item.field)).toEqual([
      'resolution',
      'status',
    ]);
  });

  it('posts created issues, and only for the projects of the filter', async () => {
    acme.site.createProject('OPS', 'Operations');
    acme.site.createIssue({ projectKey: 'OPS', summary: 'Elsewhere' });
    acme.site.createIssue({ projectKey: 'AC', summary: 'Second task' });
    const deliveries = await control().deliveriesSettled();
    expect(deliveries.map((d) => [d.issueKey, d.body.webhookEvent])).toEqual([
      ['AC-2', 'jira:issue_created'],
    ]);
  });

  it('redelivers a past delivery with the same identifier and the retry count', async () => {
    receiver.answerWith(503);
    acme.site.transitionIssue('AC-1', 'In Progress');
    const delivery = await control().waitForDelivery(forIssue('AC-1', 'jira:issue_updated'));
    expect(delivery.attempts[0]?.status).toBe(503);

    receiver.answerWith(200);
    const attempt = await control().redeliver(delivery.identifier);
    expect(attempt).toEqual({ retry: 1, status: 200, at: expect.any(Date) });
    const [first, second] = receiver.received;
    expect(second?.headers['x-atlassian-webhook-identifier']).toBe(
      first?.headers['x-atlassian-webhook-identifier'],
    );
    expect(second?.headers['x-atlassian-webhook-retry']).toBe('1');
    expect(second?.body).toEqual(first?.body);
  });

  it('sends nothing for an edit that changes nothing, nor after the webhook is deleted', async () => {
    acme.site.editIssue('AC-1', { summary: 'Add CSV export' });
    acme.site.transitionIssue('AC-1', 'To Do');
    const [webhook] = acme.site.webhooks();
    expect((await acme.call('DELETE', `/rest/webhooks/1.0/webhook/${webhook?.id}`)).status).toBe(
      204,
    );
    expect((await acme.call('GET', '/rest/webhooks/1.0/webhook')).body).toEqual([]);
    acme.site.editIssue('AC-1', { summary: 'Changed after deletion' });
    expect(await control().deliveriesSettled()).toEqual([]);
  });

  it('records a receiver that cannot be reached', async () => {
    await receiver.close();
    acme.site.editIssue('AC-1', { labels: ['urgent'] });
    const delivery = await control().waitForDelivery(forIssue('AC-1', 'jira:issue_updated'));
    expect(delivery.attempts[0]).toEqual({
      retry: 0,
      error: expect.any(String),
      at: expect.any(Date),
    });
  });
});
