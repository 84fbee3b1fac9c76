import { AUDIT_LOG_COLLECTION, AuditLogDocSchema, STREAMS } from '@morphic/contracts/server';
import { TestLog, parsedWith, project, expectIdempotent } from '../testing/project';
import { auditLogProjection } from './projection';

const operator = { actorId: 'op-ada', actorRole: 'operator' as const };

const events = (log = new TestLog()) => [
  log.event('CurrentCohortSet', { name: 'Genesis-2' }),
  // An operator's own change: not an admin action.
  log.event(
    'CompanyStatusChanged',
    { company_id: 'co-1', status: 'active', previous_status: 'pending_verification' },
    { metadata: operator },
  ),
  log.event(
    'CompanyStatusChanged',
    { company_id: 'co-1', status: 'suspended', previous_status: 'active' },
    { metadata: { actorRole: 'founder', actorId: 'founder-1' } },
  ),
  log.event('SessionOpened', {
    jti: 'jti-1',
    account_id: 'op-ada',
    account_type: 'operator',
    expires_at: '2025-03-01T11:00:00.000Z',
    impersonator_id: 'admin-1',
  }),
  // Done in the impersonated session: audited under both ids.
  log.event(
    'ProfileUpdated',
    { operator_id: 'op-ada', bio: 'Edited' },
    { streamId: STREAMS.operator('op-ada'), metadata: { ...operator, impersonatorId: 'admin-1' } },
  ),
  // The security log lists its own entries.
  log.event('SecurityEventRecorded', {
    security_event_id: 'se-1',
    event_type: 'admin_impersonation',
    severity: 'warning',
    username: 'admin',
    ip: null,
    user_agent: null,
    details: {},
  }),
];

describe('audit log projection', () => {
  it('keeps a row per admin, founder or impersonated event, with the spec’s action names', async () => {
    const given = events();

    const docs = await project(auditLogProjection, given);

    const rows = [...(docs[AUDIT_LOG_COLLECTION] ?? [])].sort((a, b) =>
      String(a.created_at).localeCompare(String(b.created_at)),
    );
    expect(parsedWith(AuditLogDocSchema, rows)).toEqual(rows);
    expect(rows.map((row) => [row._id, row.action, row.target_id, row.stream])).toEqual([
      [given[0]?.id, 'admin_current_cohort_set', 'platform', STREAMS.settings],
      [given[2]?.id, 'admin_update_status', 'co-1', STREAMS.company('co-1')],
      [given[3]?.id, 'admin_impersonate', 'op-ada', STREAMS.operator('op-ada')],
      [given[4]?.id, 'admin_profile_updated', 'op-ada', STREAMS.operator('op-ada')],
    ]);
    expect(rows[0]).toEqual({
      _id: given[0]?.id,
      created_at: given[0]?.metadata.at,
      action: 'admin_current_cohort_set',
      actor_id: 'admin-1',
      actor_role: 'admin',
      impersonator_id: null,
      target_id: 'platform',
      stream: STREAMS.settings,
      event_type: 'CurrentCohortSet',
      ip_address: '203.0.113.7',
      description: 'Current cohort set on settings platform: name Genesis-2',
    });
    expect(rows[1]?.description).toBe('Company status changed on company co-1: status suspended');
    expect(rows[2]?.description).toBe(
      'Started impersonating operator op-ada until 2025-03-01T11:00:00.000Z',
    );
    expect(rows[3]).toMatchObject({ actor_id: 'op-ada', impersonator_id: 'admin-1' });
  });

  it('is idempotent: each event twice, or the whole log replayed, gives the same rows', async () => {
    const given = events();

    const once = await expectIdempotent(auditLogProjection, given);

    expect(once[AUDIT_LOG_COLLECTION]).toHaveLength(4);
  });

  it('says which fields an edit changed where it records their former values', async () => {
    const log = new TestLog();
    const rep = {
      rep_id: 'rep-rita',
      company_id: 'co-1',
      email: 'rita@acme.example',
      first_name: 'Rita',
      last_name: 'Rep',
      phone: null,
      role: 'representative' as const,
      is_primary_contact: false,
    };
    const permissions = {
      can_view_tasks: true,
      can_manage_tasks: true,
      can_view_payments: false,
      can_manage_payments: false,
      can_view_reports: true,
      can_submit_complaints: false,
    };
    const asAdmin = {
      streamId: STREAMS.companyRep('rep-rita'),
      metadata: { actorRole: 'admin' as const },
    };
    const given = [
      log.event(
        'CompanyRepUpdated',
        {
          ...rep,
          permissions: { ...permissions, can_view_payments: true, can_manage_tasks: false },
          previous: { permissions },
        },
        asAdmin,
      ),
      log.event(
        'CompanyRepUpdated',
        {
          ...rep,
          role: 'manager',
          email: 'rita@north.example',
          permissions,
          previous: { role: 'representative', email: 'rita@acme.example' },
        },
        asAdmin,
      ),
      // Recorded before edits kept their former values: the fields it carries, as before.
      log.event('CompanyRepUpdated', { ...rep, permissions }, asAdmin),
    ];

    const docs = await project(auditLogProjection, given);

    const byId = new Map((docs[AUDIT_LOG_COLLECTION] ?? []).map((row) => [row._id, row]));
    expect(given.map((event) => byId.get(event.id)?.description)).toEqual([
      'Company rep updated on companyrep rep-rita: revoked can_manage_tasks; granted can_view_payments',
      'Company rep updated on companyrep rep-rita: role manager; email changed',
      'Company rep updated on companyrep rep-rita: role representative',
    ]);
    expect(JSON.stringify([...byId.values()])).not.toContain('rita@');
  });

  it('names the account holding a username or email, never the value in the identifier stream', async () => {
    const log = new TestLog();
    const given = [
      log.event(
        'IdentifierReserved',
        { kind: 'email', value: 'alice@example.com', account_id: 'op-alice' },
        { streamId: STREAMS.identifier('email', 'operator', 'alice@example.com') },
      ),
      log.event(
        'IdentifierReleased',
        { kind: 'username', value: 'nora', account_id: 'rep-nora' },
        { streamId: STREAMS.identifier('username', 'company_rep', 'nora') },
      ),
    ];

    const docs = await project(auditLogProjection, given);

    const rows = [...(docs[AUDIT_LOG_COLLECTION] ?? [])].sort((a, b) =>
      String(a.target_id).localeCompare(String(b.target_id)),
    );
    expect(rows.map((row) => [row.target_id, row.stream, row.description])).toEqual([
      ['op-alice', STREAMS.operator('op-alice'), 'Identifier reserved on operator op-alice'],
      ['rep-nora', STREAMS.companyRep('rep-nora'), 'Identifier released on companyrep rep-nora'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('alice@example.com');
    expect(JSON.stringify(rows)).not.toMatch(/"(username|email)-/);
  });
});
