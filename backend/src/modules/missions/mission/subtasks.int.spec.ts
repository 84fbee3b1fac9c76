import {
  SUBTASK_TEXTS,
  type AdminMissionCommandResponse,
  type AdminMissionStatsResponse,
  type AdminMissionsResponse,
  type CompanyMissionsResponse,
  type RecommendationsResponse,
} from '@morphic/contracts';
import type { EventStore, LogPosition } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '#infrastructure/tokens';
import { registerOnboardedOperator } from '../../../testing/accounts';
import { adminConsole, uniqueTag } from '../../../testing/admin-companies';
import { takeMission } from '../../../testing/assignments';
import { companyWithRep, postCompanyTask } from '../../../testing/company-reps';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

const TASK = {
  title: 'Checkout',
  description: 'Build the checkout flow.',
  reward_amount: 300,
  domain_tags: ['web'],
};

describe('subtasks over HTTP', () => {
  let platform: TestApp;
  let nora: string;
  let admin: ReturnType<typeof adminConsole>;

  beforeAll(async () => {
    platform = await startTestApp();
    nora = await platform.signInDemoCompanyRep();
    admin = adminConsole(platform, await platform.login('admin', DEMO_PASSWORDS.admin));
  });
  afterAll(() => platform.close({ removeData: true }));

  const createTask = (token: string, body: unknown) =>
    call(platform.url, 'POST', '/api/company-reps/me/tasks', { token, body });
  const companyMission = async (token: string, missionId: string) =>
    (
      await call<CompanyMissionsResponse>(platform.url, 'GET', '/api/company-reps/me/missions', {
        token,
      })
    ).body.missions.find((mission) => mission.id === missionId);
  const stats = async (missionId: string) => {
    const { body } = await admin.send<AdminMissionStatsResponse>(
      'GET',
      `/api/admin/missions/${missionId}/stats`,
    );
    if (!body.mission) throw new Error(`No stats of ${missionId}`);
    return body.mission;
  };
  const missionsPostedSince = async (before: LogPosition | null) =>
    (
      await platform.app
        .get<EventStore>(EVENT_STORE)
        .readAll({ ...(before ? { after: before } : {}), maxCount: 1000 })
    ).filter((event) => event.type === 'MissionPosted');
  const head = () => platform.app.get<EventStore>(EVENT_STORE).headPosition();

  it("posts a representative's subtask under the company's mission, which lists it everywhere", async () => {
    const title = `Checkout ${uniqueTag()}`;
    const parentId = await postCompanyTask(platform, nora, { ...TASK, title });
    const childId = await postCompanyTask(platform, nora, {
      ...TASK,
      title: `Cart API ${uniqueTag()}`,
      parent_id: parentId,
      is_subtask: true,
    });
    const childTitle = (await companyMission(nora, childId))?.title;

    expect(await companyMission(nora, parentId)).toMatchObject({
      is_subtask: false,
      parent_id: null,
      subtask_count: 1,
      subtask_titles: [childTitle],
    });
    expect(await companyMission(nora, childId)).toMatchObject({
      is_subtask: true,
      parent_id: parentId,
      parent_title: title,
      subtask_count: 0,
    });
    const operator = await registerOnboardedOperator(platform);
    const marketplace = await call<RecommendationsResponse>(
      platform.url,
      'GET',
      '/api/marketplace/recommendations',
      { token: operator.token },
    );
    expect(
      marketplace.body.recommendations.find((mission) => mission.mission_id === parentId),
    ).toMatchObject({ subtask_count: 1, subtask_titles: [childTitle] });

    // The console's analysis screen shows the child with its assignments.
    const assignmentId = await takeMission(platform, operator, childId);
    const parent = await stats(parentId);
    expect(parent).toMatchObject({ subtask_count: 1 });
    expect(parent.subtasks).toHaveLength(1);
    expect(parent.subtasks[0]).toMatchObject({
      id: childId,
      is_subtask: true,
      parent_title: title,
      status: 'assigned',
      assignments: [{ id: assignmentId }],
    });
  });

  it("refuses another company's mission, a missing one and a subtask without parent, appending nothing", async () => {
    const noraMission = await postCompanyTask(platform, nora, TASK);
    const other = await companyWithRep(platform, 'active', {
      can_view_tasks: true,
      can_manage_tasks: true,
    });
    const before = await head();
    const cases: [string, unknown, string][] = [
      [other.token, { ...TASK, parent_id: noraMission }, SUBTASK_TEXTS.parentNotFound],
      [nora, { ...TASK, parent_id: randomUUID() }, SUBTASK_TEXTS.parentNotFound],
      [nora, { ...TASK, is_subtask: true }, SUBTASK_TEXTS.subtaskNeedsParent],
      [
        nora,
        { ...TASK, parent_id: noraMission, is_subtask: false },
        SUBTASK_TEXTS.parentNeedsSubtask,
      ],
    ];
    for (const [token, body, message] of cases) {
      const refused = await createTask(token, body);
      expect({ body, status: refused.status, error: refused.body['error'] }).toEqual({
        body,
        status: 400,
        error: message,
      });
    }
    expect(await missionsPostedSince(before)).toEqual([]);
    expect(await companyMission(nora, noraMission)).toMatchObject({ subtask_count: 0 });
  });

  it("posts an admin's subtask into the parent's company; a deleted one leaves the parent's list", async () => {
    const parentId = await postCompanyTask(platform, nora, TASK);
    const created = await admin.send<AdminMissionCommandResponse>('POST', '/api/admin/missions', {
      title: `Payment form ${uniqueTag()}`,
      description: 'The card form.',
      parent_id: parentId,
    });
    expect(created.status).toBe(201);
    const child = created.body.mission;
    expect(child).toMatchObject({
      is_subtask: true,
      parent_id: parentId,
      parent_title: 'Checkout',
    });
    expect(child?.company_id).toBe((await stats(parentId)).company_id);
    expect(await companyMission(nora, child?.id ?? '')).toMatchObject({ parent_id: parentId });
    const listed = (
      await admin.send<AdminMissionsResponse>('GET', `/api/admin/missions?q=${child?.title ?? ''}`)
    ).body.missions;
    expect(listed).toEqual([expect.objectContaining({ id: child?.id, is_subtask: true })]);
    expect(await stats(parentId)).toMatchObject({
      subtask_count: 1,
      subtask_titles: [child?.title],
    });

    const deleted = await admin.send('DELETE', `/api/admin/missions/${child?.id ?? ''}`);
    expect(deleted.status).toBe(200);
    expect(await stats(parentId)).toMatchObject({ subtask_count: 0, subtasks: [] });

    const before = await head();
    const refused = await admin.send('POST', '/api/admin/missions', {
      title: 'Orphan',
      description: 'No parent.',
      parent_id: randomUUID(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(SUBTASK_TEXTS.parentNotFound);
    expect(await missionsPostedSince(before)).toEqual([]);
  });
});
