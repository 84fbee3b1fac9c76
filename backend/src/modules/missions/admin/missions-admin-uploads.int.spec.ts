import {
  ASSIGNMENT_TEXTS,
  MARKETPLACE_TEXTS,
  MISSIONS_CONSOLE_TEXTS as TEXTS,
  type AdminJiraTestUploadResponse,
  type AdminMissionCommandResponse,
  type AdminMissionStatsResponse,
  type AdminUploadResponse,
} from '@morphic/contracts';
import { MISSIONS_COLLECTION, type MissionDoc } from '@morphic/contracts/server';
import { startJiraSimulator } from '@morphic/jira-simulator';
import type { ReadStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { READ_STORE } from '#infrastructure/tokens';
import { registerOnboardedOperator } from '../../../testing/accounts';
import { type Answer } from '../../../testing/admin-companies';
import { takeMission } from '../../../testing/assignments';
import { jiraCompany } from '../../../testing/jira-companies';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

describe('the admin’s uploads from the mission analysis screen', () => {
  let platform: TestApp;
  let jira: Awaited<ReturnType<typeof startJiraSimulator>>;
  let admin: string;

  beforeAll(async () => {
    jira = await startJiraSimulator();
    platform = await startTestApp();
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(async () => {
    await platform.close({ removeData: true });
    await jira.close();
  });

  const upload = async <T>(path: string, names: readonly string[], token = admin) => {
    const form = new FormData();
    for (const name of names) form.append('files', new Blob([`content of ${name}`]), name);
    const response = await fetch(`${platform.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer<T> };
  };
  const newMission = async () => {
    const created = await call<AdminMissionCommandResponse>(
      platform.url,
      'POST',
      '/api/admin/missions',
      { token: admin, body: { title: 'Map the dock', description: 'Every crane, every berth.' } },
    );
    return created.body.mission?.id ?? '';
  };
  const uploadsOf = async (missionId: string) =>
    (
      await call<AdminMissionStatsResponse>(
        platform.url,
        'GET',
        `/api/admin/missions/${missionId}/stats`,
        { token: admin },
      )
    ).body.uploads;

  describe('POST /api/admin/missions/{id}/upload-test', () => {
    it('keeps the files, listed on the mission’s analysis only', async () => {
      const missionId = await newMission();
      const uploaded = await upload<AdminUploadResponse>(
        `/api/admin/missions/${missionId}/upload-test`,
        ['crane.txt', 'berth.txt'],
      );
      expect(uploaded.status).toBe(200);
      expect(uploaded.body.message).toBe(TEXTS.filesUploaded(2));
      expect(uploaded.body.files?.map((file) => file.original_name)).toEqual([
        'crane.txt',
        'berth.txt',
      ]);
      expect(await uploadsOf(missionId)).toEqual([
        expect.objectContaining({
          purpose: 'upload_test',
          mission_id: missionId,
          files: [
            expect.objectContaining({ original_name: 'crane.txt' }),
            expect.objectContaining({ original_name: 'berth.txt' }),
          ],
        }),
      ]);
    });

    it('refuses no files, an unknown mission, and anyone but an admin', async () => {
      const missionId = await newMission();
      const none = await upload(`/api/admin/missions/${missionId}/upload-test`, []);
      expect([none.status, none.body.error]).toEqual([400, TEXTS.noFiles]);
      const unknown = await upload(`/api/admin/missions/${randomUUID()}/upload-test`, ['a.txt']);
      expect([unknown.status, unknown.body.error]).toEqual([
        404,
        MARKETPLACE_TEXTS.missionNotFound,
      ]);
      const operator = await platform.login('ada', DEMO_PASSWORDS.operator);
      const refused = await upload(
        `/api/admin/missions/${missionId}/upload-test`,
        ['a.txt'],
        operator,
      );
      expect(refused.status).toBe(403);
      expect(await uploadsOf(missionId)).toEqual([]);
    });
  });

  describe('POST /api/admin/assignments/{id}/upload', () => {
    it('adds the files to the assignment, shown on its mission’s analysis', async () => {
      const missionId = await newMission();
      const operator = await registerOnboardedOperator(platform);
      const assignmentId = await takeMission(platform, operator, missionId);
      const uploaded = await upload<AdminUploadResponse>(
        `/api/admin/assignments/${assignmentId}/upload`,
        ['review.md'],
      );
      expect(uploaded.status).toBe(200);
      expect(await uploadsOf(missionId)).toEqual([
        expect.objectContaining({ purpose: 'assignment', assignment_id: assignmentId }),
      ]);
    });

    it('refuses an unknown assignment', async () => {
      const unknown = await upload(`/api/admin/assignments/${randomUUID()}/upload`, ['a.txt']);
      expect([unknown.status, unknown.body.error]).toEqual([404, ASSIGNMENT_TEXTS.notFound]);
    });
  });

  describe('POST /api/admin/missions/{id}/upload-to-jira-test', () => {
    it('attaches the files to the mission’s Jira issue', async () => {
      const { companyId, site } = await jiraCompany(platform, jira, admin, {
        project: 'UT',
        issues: [{ summary: 'Survey the quay' }],
        account: { jira_upload_enabled: true },
      });
      await call(platform.url, 'POST', `/api/admin/companies/${companyId}/sync`, { token: admin });
      const mission = await platform.app
        .get<ReadStore>(READ_STORE)
        .collection<MissionDoc>(MISSIONS_COLLECTION)
        .findOne({ company_id: companyId });
      const uploaded = await upload<AdminJiraTestUploadResponse>(
        `/api/admin/missions/${mission?._id ?? ''}/upload-to-jira-test`,
        ['quay.txt'],
      );
      expect(uploaded.status).toBe(200);
      expect(uploaded.body).toMatchObject({ uploaded: 1, total: 1, jira_key: 'UT-1' });
      expect(site.issue('UT-1').attachments.map((file) => file.filename)).toEqual(['quay.txt']);
    });

    it('moves the issue as the admin sets the mission’s status', async () => {
      const { companyId, site } = await jiraCompany(platform, jira, admin, {
        project: 'ST',
        issues: [{ summary: 'Paint the bollards' }],
      });
      await call(platform.url, 'POST', `/api/admin/companies/${companyId}/sync`, { token: admin });
      const mission = await platform.app
        .get<ReadStore>(READ_STORE)
        .collection<MissionDoc>(MISSIONS_COLLECTION)
        .findOne({ company_id: companyId });
      const set = await call(
        platform.url,
        'POST',
        `/api/admin/missions/${mission?._id ?? ''}/status`,
        {
          token: admin,
          body: { status: 'validated' },
        },
      );
      expect(set.status).toBe(200);
      // The command answers once its after-effects are done: the reactor has pushed already.
      expect(site.issue('ST-1').status).toBe('Done');
    });

    it('refuses a mission without a Jira issue, keeping nothing', async () => {
      const missionId = await newMission();
      const refused = await upload(`/api/admin/missions/${missionId}/upload-to-jira-test`, [
        'a.txt',
      ]);
      expect([refused.status, refused.body.error]).toEqual([400, TEXTS.noJiraIssue]);
      expect(await uploadsOf(missionId)).toEqual([]);
      const unknown = await upload(`/api/admin/missions/${randomUUID()}/upload-to-jira-test`, [
        'a.txt',
      ]);
      expect([unknown.status, unknown.body.error]).toEqual([
        404,
        MARKETPLACE_TEXTS.missionNotFound,
      ]);
    });
  });
});
