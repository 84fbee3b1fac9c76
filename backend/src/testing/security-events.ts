import { SECURITY_EVENTS_COLLECTION, type SecurityEventDoc } from '@morphic/contracts/server';
import type { EventStore, Filter, ReadStore } from '@morphic/stores';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import type { TestApp } from './test-app';

/**
 * The security log rows matching `filter`, oldest first, once the read models hold every
 * event appended so far (security events are appended before the answer they explain).
 */
export async function securityEventsOf(
  platform: TestApp,
  filter: Filter = {},
): Promise<SecurityEventDoc[]> {
  const head = await platform.app.get<symbol, EventStore>(EVENT_STORE).headPosition();
  await platform.app.get(ReadYourWrites).settled(head);
  return platform.app
    .get<symbol, ReadStore>(READ_STORE)
    .collection<SecurityEventDoc>(SECURITY_EVENTS_COLLECTION)
    .find(filter, { sort: { timestamp: 1 } });
}
