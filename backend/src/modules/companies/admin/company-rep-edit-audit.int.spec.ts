import { AuditLogsResponseSchema } from '@morphic/contracts';
import { adminConsole } from '../../../testing/admin-companies';
import { DEMO_PASSWORDS, startTestApp, type TestApp } from '../../../testing/test-app';

describe('the audit log of an admin’s edit of a company representative', () => {
  let platform: TestApp;
  let admin: ReturnType<typeof adminConsole>;

  beforeAll(async () => {
    platform = await startTestApp();
    admin = adminConsole(platform, await platform.login('admin', DEMO_PASSWORDS.admin));
  });
  afterAll(() => platform.close({ removeData: true }));

  const auditOf = async (repId: string) => {
    const response = await admin.send('GET', `/api/admin/audit-logs?target_id=${repId}`);
    expect(response.status).toBe(200);
    return AuditLogsResponseSchema.parse(response.body).audit_logs;
  };

  it('says which permission was granted or revoked, not the role left as it was', async () => {
    const companyId = (await admin.createCompany()).id;
    const rep = await admin.createRep(companyId, {
      permissions: { can_view_payments: false, can_manage_tasks: true },
    });

    const edited = await admin.send('PUT', `/api/admin/company-reps/${rep.id}`, {
      permissions: { can_view_payments: true, can_manage_tasks: false },
    });
    expect(edited.status).toBe(200);
    const roleChanged = await admin.send('PUT', `/api/admin/company-reps/${rep.id}`, {
      role: 'manager',
    });
    expect(roleChanged.status).toBe(200);

    const edits = (await auditOf(rep.id)).filter((row) => row.event_type === 'CompanyRepUpdated');
    expect(edits.map((row) => row.description.replace(/^.*: /, ''))).toEqual([
      'role manager',
      'revoked can_manage_tasks; granted can_view_payments',
    ]);
  });
});
