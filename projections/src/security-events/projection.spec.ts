import { SECURITY_EVENTS_COLLECTION, SecurityEventDocSchema } from '@morphic/contracts/server';
import {
  TestLog,
  parsedWith,
  project,
  projectForIdempotency,
  reapplicationsOf,
} from '../testing/project';
import { securityEventsProjection } from './projection';

const events = (log = new TestLog()) => [
  log.event(
    'SecurityEventRecorded',
    {
      security_event_id: 'se-1',
      event_type: 'login_failure',
      severity: 'warning',
      username: 'ada',
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0',
      details: { reason: 'invalid_credentials', account_type: 'operator' },
    },
    { metadata: { actorId: null, actorRole: 'anonymous' } },
  ),
  log.event('SecurityEventRecorded', {
    security_event_id: 'se-2',
    event_type: 'rate_limit_exceeded',
    severity: 'warning',
    username: null,
    ip: '203.0.113.7',
    user_agent: null,
    details: { policy: 'login', scope: 'ip', retry_after_seconds: 840 },
  }),
];

describe('security events projection', () => {
  it('keeps one row per security event with its time, message and request details', async () => {
    const given = events();

    const docs = await project(securityEventsProjection, given);

    expect(docs[SECURITY_EVENTS_COLLECTION]).toEqual([
      {
        _id: 'se-1',
        timestamp: given[0]?.metadata.at,
        event_type: 'login_failure',
        severity: 'warning',
        message: 'Login failed for ada',
        username: 'ada',
        ip: '203.0.113.7',
        user_agent: 'Mozilla/5.0',
        details: { reason: 'invalid_credentials', account_type: 'operator' },
      },
      {
        _id: 'se-2',
        timestamp: given[1]?.metadata.at,
        event_type: 'rate_limit_exceeded',
        severity: 'warning',
        message: 'Rate limit exceeded',
        username: null,
        ip: '203.0.113.7',
        user_agent: null,
        details: { policy: 'login', scope: 'ip', retry_after_seconds: 840 },
      },
    ]);
    expect(parsedWith(SecurityEventDocSchema, docs[SECURITY_EVENTS_COLLECTION] ?? [])).toEqual(
      docs[SECURITY_EVENTS_COLLECTION],
    );
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same documents', async () => {
    const given = events();

    const { once, eachTwice, replayed } = await projectForIdempotency(
      securityEventsProjection,
      given,
    );

    expect(once[SECURITY_EVENTS_COLLECTION]).toHaveLength(2);
    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
    for (const { label, before, after } of await reapplicationsOf(
      securityEventsProjection,
      given,
    )) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
  });
});
