import {
  SECURITY_EVENTS_COLLECTION,
  STREAMS,
  SecurityEventDocSchema,
  type SecurityEventDoc,
} from '@morphic/contracts/server';
import {
  TestLog,
  parsedWith,
  project,
  reapplicationsOf,
  expectIdempotent,
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

    const once = await expectIdempotent(securityEventsProjection, given);

    expect(once[SECURITY_EVENTS_COLLECTION]).toHaveLength(2);
  });

  it('anonymises a deleted operator’s rows by account id, whatever login was typed, and no one else’s, even rows recorded after the deletion', async () => {
    const log = new TestLog();
    const registered = (operatorId: string, username: string) =>
      log.event(
        'OperatorRegistered',
        {
          operator_id: operatorId,
          username,
          email: `${username}@example.com`,
          full_name: null,
          password_hash: '$argon2id$x',
          role: 'operator',
          age: null,
          education: null,
          university: null,
          cohort: null,
          email_verified: true,
        },
        { streamId: STREAMS.operator(operatorId) },
      );
    const entry = (id: string, username: string, accountId?: string | null) =>
      log.event('SecurityEventRecorded', {
        security_event_id: id,
        event_type: 'login_failure',
        severity: 'warning',
        username,
        ...(accountId === undefined ? {} : { account_id: accountId }),
        ip: null,
        user_agent: null,
        details: {},
      });
    const given = [
      registered('op-a', 'bob'),
      // Recorded before entries kept an account id: known by the handle alone.
      entry('se-legacy', 'bob'),
      entry('se-email', 'bob@example.com', 'op-a'),
      log.event(
        'OperatorDetailsChanged',
        { operator_id: 'op-a', changes: { handle: 'bob2' } },
        { streamId: STREAMS.operator('op-a') },
      ),
      entry('se-renamed', 'bob2', 'op-a'),
      registered('op-b', 'bob'),
      entry('se-other', 'bob', 'op-b'),
      entry('se-unknown', 'bob2', null),
      log.event('OperatorDeleted', { operator_id: 'op-a' }, { streamId: STREAMS.operator('op-a') }),
      // Recorded after the deletion, in the same append (the sessions it ended).
      entry('se-logout', 'bob2', 'op-a'),
    ];

    const docs = await project(securityEventsProjection, given);

    const rows = ((docs[SECURITY_EVENTS_COLLECTION] ?? []) as SecurityEventDoc[]).sort((a, b) =>
      a._id.localeCompare(b._id),
    );
    expect(rows.map((row) => [row._id, row.username, row.message])).toEqual([
      ['se-email', 'deleted-opa', 'Login failed for deleted-opa'],
      ['se-legacy', 'deleted-opa', 'Login failed for deleted-opa'],
      ['se-logout', 'deleted-opa', 'Login failed for deleted-opa'],
      ['se-other', 'bob', 'Login failed for bob'],
      ['se-renamed', 'deleted-opa', 'Login failed for deleted-opa'],
      ['se-unknown', 'bob2', 'Login failed for bob2'],
    ]);
    expect(rows.find((row) => row._id === 'se-other')?.account_id).toBe('op-b');
    for (const { label, before, after } of await reapplicationsOf(
      securityEventsProjection,
      given,
    )) {
      expect({ label, docs: after }).toEqual({ label, docs: before });
    }
  });
});
