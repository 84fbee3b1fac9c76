import { STREAMS } from '@morphic/contracts/server';
import type { EventStore } from '@morphic/stores';
import { createHash, randomUUID } from 'node:crypto';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../testing/test-app';
import { metadataFor, systemContext } from '../commands/command-context';
import { EVENT_STORE } from '../tokens';

describe('an Idempotency-Key whose first answer an older version kept whole in the log', () => {
  let platform: TestApp;
  afterAll(() => platform.close({ removeData: true }));

  it('replays that answer and decides nothing', async () => {
    platform = await startTestApp();
    const admin = await platform.signIn('admin', DEMO_PASSWORDS.admin);
    const events = platform.app.get<symbol, EventStore>(EVENT_STORE);
    const key = randomUUID();
    const path = '/api/admin/settings/current_cohort';
    const hash = createHash('sha256')
      .update([admin.id, 'POST', path, key].join('\n'))
      .digest('hex');
    // The answer the older version sent first, and kept under the key.
    const first = await call(platform.url, 'POST', path, {
      token: admin.token,
      body: { name: 'Cohort Kept' },
    });
    expect(first.status).toBe(200);
    const firstAnswer = first.body;
    await events.append(
      STREAMS.idempotency(hash),
      [
        {
          id: randomUUID(),
          type: 'IdempotentResultRecorded',
          data: { status: 200, body: firstAnswer },
          metadata: metadataFor(systemContext()),
        },
      ],
      'no_stream',
    );
    const head = await events.headPosition();

    const retry = await call(platform.url, 'POST', path, {
      token: admin.token,
      body: { name: 'Cohort Again' },
      headers: { 'idempotency-key': key },
    });

    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(firstAnswer);
    expect(await events.headPosition()).toEqual(head);
  });
});
