import type { ReadyResponse } from '@morphic/contracts';
import { SqliteEventStore, type LogPosition, type RecordedEvent } from '@morphic/stores';
import { call } from './test-app';

/** Every event of the log under `dataDir`, read beside the running server (WAL). */
export async function logOf(dataDir: string): Promise<RecordedEvent[]> {
  const log = SqliteEventStore.open({ dataDir });
  try {
    const events: RecordedEvent[] = [];
    let after: LogPosition | undefined;
    for (;;) {
      const page = await log.readAll({ maxCount: 2000, ...(after ? { after } : {}) });
      events.push(...page);
      const last = page.at(-1);
      if (!last) return events;
      after = last.position;
    }
  } finally {
    await log.close();
  }
}

/** Until the read models and every reactor have handled the whole log. */
export async function untilSettled(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = (await call<ReadyResponse>(url, 'GET', '/api/ready')).body;
    const settled =
      ready.projections.lag === 0 &&
      ready.reactors.every((reactor) => reactor.lag === 0 && reactor.state === 'live');
    if (settled) return;
    if (ready.reactors.some((reactor) => reactor.state === 'failed') || Date.now() > deadline) {
      throw new Error(`The platform did not settle: ${JSON.stringify(ready)}`);
    }
    await new Promise((next) => setTimeout(next, 50));
  }
}
