import { IDENTITY_ENDPOINTS, JIRA_ENDPOINTS } from '@morphic/contracts';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer, type ChildServer } from '../../testing/child-server';
import { REDACTED } from '../secrets/redacted';

/** A secret no log line could hold by chance. */
const secret = (kind: string) => `${kind}-${randomUUID()}`;

describe('secrets in URLs never reach the logs', () => {
  let dataDir: string;
  let server: ChildServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morphic-redaction-'));
    // Every request line logged, as in production.
    server = await startChildServer({ dataDir, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sends a request and waits for its request line in the server's output. */
  const send = async (method: string, path: string, body?: string) => {
    const correlationId = randomUUID();
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'x-correlation-id': correlationId,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body } : {}),
    });
    await response.arrayBuffer();
    await server.waitForOutput(`"correlationId":"${correlationId}"`);
  };

  it('hides reset tokens and webhook secrets in request lines and refusal warnings', async () => {
    const resetToken = secret('reset');
    const pageToken = secret('page');
    const mailedToken = secret('mailed');
    const webhookSecret = secret('webhook');
    const refusedSecret = secret('refused');
    const slashToken = secret('slash');
    const webhookPath = (accountId: string, value: string) =>
      JIRA_ENDPOINTS.jiraWebhook.path.replace('{accountId}', accountId).replace('{secret}', value);
    const resetPath = (token: string) =>
      IDENTITY_ENDPOINTS.verifyResetToken.path.replace('{token}', token);

    await send('GET', resetPath(resetToken));
    await send('GET', `${resetPath(slashToken)}/`);
    await send('GET', `/reset-password?token=${pageToken}`);
    await send('GET', `/email-verification?reset_token=${mailedToken}&uid=u-1`);
    await send('POST', webhookPath('no-such-account', webhookSecret), '{"webhookEvent":"x"}');
    // A body that does not parse is refused (and warned about) before any route.
    await send('POST', webhookPath('no-such-account', refusedSecret), '{"webhookEvent":');

    const output = server.output();
    for (const value of [
      resetToken,
      slashToken,
      pageToken,
      mailedToken,
      webhookSecret,
      refusedSecret,
    ]) {
      expect(output).not.toContain(value);
    }
    expect(output).toContain(`"url":"${resetPath(REDACTED)}"`);
    expect(output).toContain(`"url":"${resetPath(REDACTED)}/"`);
    expect(output).toContain(`"url":"/reset-password?token=${REDACTED}"`);
    expect(output).toContain(`"url":"/email-verification?reset_token=${REDACTED}&uid=u-1"`);
    expect(output).toContain(`"url":"${webhookPath('no-such-account', REDACTED)}"`);
    expect(output).toContain(`POST ${webhookPath('no-such-account', REDACTED)} refused (400`);
  });
});
