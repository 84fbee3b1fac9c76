import {
  MARKETPLACE_TEXTS,
  MISSIONS_CONSOLE_TEXTS as TEXTS,
  type AdminAssignByUsernameResponse,
  type AdminDeleteMissionResponse,
  type AdminMissionCommandResponse,
  type AdminMissionStatsResponse,
  type AdminMissionsResponse,
  type RecommendationsResponse,
} from '@morphic/contracts';
import { randomUUID } from 'node:crypto';
import { registerOnboardedOperator, uploadAndSubmit } from '../../../testing/accounts';
import { adminConsole, repLogin, uniqueTag, type Answer } from '../../../testing/admin-companies';
import {
  DEMO_PASSWORDS,
  call,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../../testing/test-app';
import { postCompanyTask } from '../../../testing/company-reps';

describe('the admin console’s missions', () => {
  let platform: TestApp;
  let admin: ReturnType<typeof adminConsole>;
  let founderToken: string;
  let operatorToken: string;

  beforeAll(async () => {
    platform = await startTestApp();
    admin = adminConsole(platform, await platform.login('admin', DEMO_PASSWORDS.admin));
    founderToken = await platform.login('founder', DEMO_PASSWORDS.founder);
    operatorToken = await platform.login('ada', DEMO_PASSWORDS.operator);
  });
  afterAll(() => platform.close({ removeData: true }));

  const create = async (overrides: Record<string, unknown> = {}) => {
    const created = await admin.send<AdminMissionCommandResponse>('POST', '/api/admin/missions', {
      title: `Calibrate lidar ${uniqueTag()}`,
      description: 'Fit the lidar’s extrinsics to the camera rig.',
      ...overrides,
    });
    if (created.status !== 201 || !created.body.mission) {
      throw new Error(`Mission not created: ${created.status} ${created.body.error ?? ''}`);
    }
    return created.body.mission;
  };
  const list = async (query: string) =>
    (await admin.send<AdminMissionsResponse>('GET', `/api/admin/missions${query}`)).body;
  const marketplaceIds = async () =>
    (
      await call<RecommendationsResponse>(platform.url, 'GET', '/api/marketplace/recommendations', {
        token: founderToken,
      })
    ).body.recommendations.map((mission) => mission.mission_id);
  const assign = (missionId: string, username: string) =>
    admin.send<AdminAssignByUsernameResponse>(
      'POST',
      `/api/admin/missions/${missionId}/assign-by-username`,
      { username },
    );
  const stats = (missionId: string) =>
    admin.send<AdminMissionStatsResponse>('GET', `/api/admin/missions/${missionId}/stats`);

  describe('POST /api/admin/missions', () => {
    it('posts an open mission with the spec’s defaults and skills from the domain tags', async () => {
      const mission = await create({ domain_tags: ['Rust', 'Embedded'] });
      expect(mission).toMatchObject({
        status: 'open',
        difficulty_b: 0.6,
        discrimination_a: 1,
        complexity_c: 1,
        reward_amount: 0,
        reward_asset: 'USD',
        deadline_at: null,
        domain_tags: ['Rust', 'Embedded'],
        required_skill_vector: { rust: 1, embedded: 1 },
        difficulty: 'intermediate',
      });
      expect(await marketplaceIds()).toContain(mission.id);
    });

    it('takes the skill vector as JSON text and the other fields as given', async () => {
      const mission = await create({
        required_skill_vector: '{"python": 0.8, "sql": 0.4}',
        difficulty_b: 0.9,
        reward_amount: 120,
        reward_asset: 'CREDITS',
        deadline_at: '2030-01-01T12:00:00.000Z',
      });
      expect(mission).toMatchObject({
        required_skill_vector: { python: 0.8, sql: 0.4 },
        difficulty: 'advanced',
        reward_amount: 120,
        reward_asset: 'CREDITS',
        deadline_at: '2030-01-01T12:00:00.000Z',
      });
    });

    it.each([
      [{ title: '', description: 'x' }, TEXTS.titleAndDescriptionRequired],
      [{ title: 'x' }, TEXTS.titleAndDescriptionRequired],
      [
        { title: 'x', description: 'y', required_skill_vector: '{python' },
        TEXTS.skillVectorMustBeJson,
      ],
    ])('refuses %j with a 400 and the spec’s message, posting nothing', async (body, message) => {
      const before = (await list('')).total;
      const refused = await admin.send('POST', '/api/admin/missions', body);
      expect([refused.status, refused.body.error]).toEqual([400, message]);
      expect((await list('')).total).toBe(before);
    });

    it('is for admins only', async () => {
      const refused = await call(platform.url, 'POST', '/api/admin/missions', {
        token: operatorToken,
        body: { title: 'x', description: 'y' },
      });
      expect(refused.status).toBe(403);
    });
  });

  describe('GET /api/admin/missions', () => {
    it('finds missions by text and status, a page at a time', async () => {
      const tag = uniqueTag();
      const first = await create({ title: `Pier sensors ${tag} one` });
      const second = await create({ title: `Pier sensors ${tag} two` });
      const found = await list(`?q=${tag}`);
      expect(found.missions?.map((m) => m.id)).toEqual([second.id, first.id]);
      expect(found.total).toBe(2);
      const paged = await list(`?q=${tag}&page=2&page_size=1`);
      expect(paged.missions?.map((m) => m.id)).toEqual([first.id]);
      expect((await list(`?q=${tag}&status=submitted`)).missions).toEqual([]);
      expect((await list(`?q=${tag}&status=&owner_operator_id=`)).total).toBe(2);
      expect((await list(`?q=${tag}&owner_operator_id=${randomUUID()}`)).total).toBe(0);
    });

    it('refuses an unknown status filter', async () => {
      const refused = await admin.send('GET', '/api/admin/missions?status=lost');
      expect([refused.status, refused.body.error]).toEqual([400, TEXTS.unknownStatus]);
    });
  });

  describe('PUT /api/admin/missions/{id}', () => {
    it('edits the fields, JSON text parsed and requires_vetted from its text', async () => {
      const mission = await create();
      const edited = await admin.send<AdminMissionCommandResponse>(
        'PUT',
        `/api/admin/missions/${mission.id}`,
        {
          title: 'Renamed',
          domain_tags: '["vision", "ros"]',
          required_skill_vector: '{"vision": 0.5}',
          requires_vetted: 'true',
          difficulty_b: 0.2,
          deadline_at: '2031-05-01T00:00:00.000Z',
        },
      );
      expect(edited.status).toBe(200);
      expect(edited.body.mission).toMatchObject({
        title: 'Renamed',
        domain_tags: ['vision', 'ros'],
        required_skill_vector: { vision: 0.5 },
        requires_vetted: true,
        difficulty_b: 0.2,
        difficulty: 'beginner',
        deadline_at: '2031-05-01T00:00:00.000Z',
        description: mission.description,
      });
    });

    it('refuses bad JSON and unknown missions', async () => {
      const mission = await create();
      const bad = await admin.send('PUT', `/api/admin/missions/${mission.id}`, {
        required_skill_vector: 'python',
      });
      expect([bad.status, bad.body.error]).toEqual([400, TEXTS.skillVectorMustBeJson]);
      const unknown = await admin.send('PUT', `/api/admin/missions/${randomUUID()}`, {
        title: 'x',
      });
      expect([unknown.status, unknown.body.error]).toEqual([
        404,
        MARKETPLACE_TEXTS.missionNotFound,
      ]);
    });
  });

  describe('POST /api/admin/missions/{id}/status', () => {
    it('sets any status; the list and the marketplace follow', async () => {
      const mission = await create();
      const set = await admin.send<AdminMissionCommandResponse>(
        'POST',
        `/api/admin/missions/${mission.id}/status`,
        { status: 'validated' },
      );
      expect([set.status, set.body.mission?.status]).toEqual([200, 'validated']);
      expect(await marketplaceIds()).not.toContain(mission.id);
      const reopened = await admin.send<AdminMissionCommandResponse>(
        'POST',
        `/api/admin/missions/${mission.id}/status`,
        { status: 'open' },
      );
      expect(reopened.body.mission?.status).toBe('open');
      expect(await marketplaceIds()).toContain(mission.id);
    });

    it('open frees a held mission, which can then be taken again', async () => {
      const mission = await create();
      const [first, second] = await Promise.all([
        registerOnboardedOperator(platform),
        registerOnboardedOperator(platform),
      ]);
      expect((await assign(mission.id, first.username)).status).toBe(200);
      expect((await assign(mission.id, second.username)).status).toBe(409);
      await admin.send('POST', `/api/admin/missions/${mission.id}/status`, { status: 'open' });
      const again = await assign(mission.id, second.username);
      expect([again.status, again.body.operator_handle]).toEqual([200, second.username]);
    });

    it('open releases the holder’s assignment and frees their work slot in the same append', async () => {
      const [mission, next] = await Promise.all([create(), create()]);
      const holder = await registerOnboardedOperator(platform);
      const held = await assign(mission.id, holder.username);
      const reopened = await admin.send<AdminMissionCommandResponse>(
        'POST',
        `/api/admin/missions/${mission.id}/status`,
        { status: 'open' },
      );
      expect(reopened.status).toBe(200);
      const theirs = await call<{ assignment: { state: string } }>(
        platform.url,
        'GET',
        `/api/assignments/${held.body.assignment_id ?? ''}`,
        { token: holder.token },
      );
      expect(theirs.body.assignment.state).toBe('released');
      // Their one work slot is free again: the next mission is theirs to take.
      expect((await assign(next.id, holder.username)).status).toBe(200);
    });

    it('keeps a held mission from a second operator under any other status', async () => {
      const mission = await create();
      const [holder, other] = await Promise.all([
        registerOnboardedOperator(platform),
        registerOnboardedOperator(platform),
      ]);
      expect((await assign(mission.id, holder.username)).status).toBe(200);
      for (const status of ['assigned', 'submitted', 'validated', 'paid']) {
        await admin.send('POST', `/api/admin/missions/${mission.id}/status`, { status });
        const refused = await assign(mission.id, other.username);
        expect([status, refused.status, refused.body.error]).toEqual([
          status,
          409,
          MARKETPLACE_TEXTS.alreadyTaken,
        ]);
      }
    });

    it('refuses open while the holder’s work is submitted, changing nothing', async () => {
      const mission = await create();
      const holder = await registerOnboardedOperator(platform);
      const held = await assign(mission.id, holder.username);
      await uploadAndSubmit(
        platform,
        holder,
        held.body.assignment_id ?? '',
        { name: 'extrinsics.txt', content: 'R|t', type: 'text/plain' },
        'Fitted.',
      );
      const refused = await admin.send('POST', `/api/admin/missions/${mission.id}/status`, {
        status: 'open',
      });
      expect([refused.status, refused.body.error]).toEqual([409, TEXTS.heldWorkSubmitted]);
      const listed = await list(`?q=${mission.id}`);
      expect(listed.missions?.[0]).toMatchObject({ assignee_handle: holder.username });
      expect(await marketplaceIds()).not.toContain(mission.id);
    });

    it('the company’s own task list follows the status an admin sets', async () => {
      const company = await admin.createCompany();
      const rep = await admin.createRep(company.id);
      const token = (await repLogin(platform, rep.email)).body.token ?? '';
      const missionId = await postCompanyTask(platform, token, {
        title: 'Dredge berth 4',
        description: 'Two metres deeper.',
        reward_amount: 50,
      });
      await admin.send('POST', `/api/admin/missions/${missionId}/status`, { status: 'paid' });
      const completed = await call<{ missions: { id: string; status: string }[] }>(
        platform.url,
        'GET',
        '/api/company-reps/me/missions?status=completed',
        { token },
      );
      expect(completed.body.missions).toEqual([
        expect.objectContaining({ id: missionId, status: 'paid' }),
      ]);
    });

    it('refuses an unknown status and an unknown mission', async () => {
      const mission = await create();
      const bad = await admin.send('POST', `/api/admin/missions/${mission.id}/status`, {
        status: 'lost',
      });
      expect([bad.status, bad.body.error]).toEqual([400, TEXTS.unknownStatus]);
      const unknown = await admin.send('POST', `/api/admin/missions/${randomUUID()}/status`, {
        status: 'open',
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('POST /api/admin/missions/{id}/assign-by-username', () => {
    it('assigns the mission as a take would, answering the operator’s handle', async () => {
      const mission = await create();
      const operator = await registerOnboardedOperator(platform);
      const assigned = await assign(mission.id, operator.username.toUpperCase());
      expect(assigned.status).toBe(200);
      expect(assigned.body).toMatchObject({
        operator_handle: operator.username,
        message: TEXTS.assignedTo(operator.username),
      });
      const listed = await list(`?q=${mission.id}`);
      expect(listed.missions?.[0]).toMatchObject({
        status: 'assigned',
        assignee_handle: operator.username,
      });
      expect(await marketplaceIds()).not.toContain(mission.id);
      const theirs = await call<{ assignment: { operator: { id: string } } }>(
        platform.url,
        'GET',
        `/api/assignments/${assigned.body.assignment_id ?? ''}`,
        { token: operator.token },
      );
      expect(theirs.body.assignment.operator.id).toBe(operator.id);
    });

    it('assigns one mission to one of two operators at once, the other refused', async () => {
      const mission = await create();
      const [first, second] = await Promise.all([
        registerOnboardedOperator(platform),
        registerOnboardedOperator(platform),
      ]);
      const answers = await Promise.all([
        assign(mission.id, first.username),
        assign(mission.id, second.username),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const refused = answers.find((a) => a.status === 409);
      expect(refused?.body.error).toBe(MARKETPLACE_TEXTS.alreadyTaken);
      const { body } = await stats(mission.id);
      expect(body.assignments).toHaveLength(1);
    });

    it('refuses a suspended and a deleted operator, the mission staying open', async () => {
      const mission = await create();
      const [suspended, deleted] = await Promise.all([
        registerOnboardedOperator(platform),
        registerOnboardedOperator(platform),
      ]);
      const suspension = await admin.send('PUT', `/api/admin/operators/${suspended.id}/status`, {
        status: 'suspended',
      });
      expect(suspension.status).toBe(200);
      const refusedSuspended = await assign(mission.id, suspended.username);
      expect([refusedSuspended.status, refusedSuspended.body.error]).toEqual([
        409,
        TEXTS.operatorSuspended(suspended.username),
      ]);
      const removed = await admin.send<{ handle?: string }>(
        'DELETE',
        `/api/admin/operators/${deleted.id}`,
      );
      expect(removed.status).toBe(200);
      // The deleted account keeps its placeholder handle: that must not reach it either.
      const placeholder = removed.body.handle ?? '';
      const refusedDeleted = await assign(mission.id, placeholder);
      expect([refusedDeleted.status, refusedDeleted.body.error]).toEqual([
        404,
        TEXTS.operatorNotFound(placeholder),
      ]);
      expect((await stats(mission.id)).body.assignments).toEqual([]);
      expect(await marketplaceIds()).toContain(mission.id);
    });

    it('refuses an unknown operator, a missing username and an unknown mission', async () => {
      const mission = await create();
      const nobody = await assign(mission.id, 'nobody-here');
      expect([nobody.status, nobody.body.error]).toEqual([
        404,
        TEXTS.operatorNotFound('nobody-here'),
      ]);
      const blank = await assign(mission.id, ' ');
      expect([blank.status, blank.body.error]).toEqual([400, TEXTS.usernameRequired]);
      const unknown = await assign(randomUUID(), 'ada');
      expect([unknown.status, unknown.body.error]).toEqual([
        404,
        MARKETPLACE_TEXTS.missionNotFound,
      ]);
    });
  });

  describe('POST /api/admin/missions/{id}/clone', () => {
    it('posts a new open mission with the same fields', async () => {
      const mission = await create({ domain_tags: ['Go'], reward_amount: 40 });
      await admin.send('POST', `/api/admin/missions/${mission.id}/status`, { status: 'paid' });
      const cloned = await admin.send<AdminMissionCommandResponse>(
        'POST',
        `/api/admin/missions/${mission.id}/clone`,
      );
      expect(cloned.status).toBe(201);
      expect(cloned.body.mission).toMatchObject({
        title: `${mission.title}${TEXTS.cloneSuffix}`,
        description: mission.description,
        domain_tags: ['Go'],
        required_skill_vector: { go: 1 },
        reward_amount: 40,
        status: 'open',
        assignments_count: 0,
      });
      expect(cloned.body.mission?.id).not.toBe(mission.id);
    });

    it('refuses an unknown mission', async () => {
      const unknown = await admin.send('POST', `/api/admin/missions/${randomUUID()}/clone`);
      expect([unknown.status, unknown.body.error]).toEqual([
        404,
        MARKETPLACE_TEXTS.missionNotFound,
      ]);
    });
  });

  describe('DELETE /api/admin/missions/{id}', () => {
    it('withdraws a mission nobody holds', async () => {
      const mission = await create();
      const deleted = await admin.send<AdminDeleteMissionResponse>(
        'DELETE',
        `/api/admin/missions/${mission.id}`,
      );
      expect([deleted.status, deleted.body.message]).toEqual([200, TEXTS.missionDeleted]);
      expect((await list(`?q=${mission.id}`)).total).toBe(0);
      expect(await marketplaceIds()).not.toContain(mission.id);
      expect((await stats(mission.id)).status).toBe(404);
    });

    it('refuses while an operator holds it, and an unknown mission', async () => {
      const mission = await create();
      const operator = await registerOnboardedOperator(platform);
      await assign(mission.id, operator.username);
      const held = await admin.send('DELETE', `/api/admin/missions/${mission.id}`);
      expect([held.status, held.body.error]).toEqual([409, TEXTS.missionHeld]);
      expect((await list(`?q=${mission.id}`)).total).toBe(1);
      const unknown = await admin.send('DELETE', `/api/admin/missions/${randomUUID()}`);
      expect(unknown.status).toBe(404);
    });
  });

  describe('GET /api/admin/missions/{id}/stats', () => {
    it('shows the assignments with their files, validations and the operator’s questions', async () => {
      const mission = await create();
      const operator: SignedInAccount & { username: string } =
        await registerOnboardedOperator(platform);
      const { body: assigned } = await assign(mission.id, operator.username);
      const assignmentId = assigned.assignment_id ?? '';
      const asked = await call(
        platform.url,
        'POST',
        `/api/assignments/${assignmentId}/ask-question`,
        { token: operator.token, body: { question: 'Which rig revision?' } },
      );
      expect(asked.status).toBe(200);
      await uploadAndSubmit(
        platform,
        operator,
        assignmentId,
        { name: 'extrinsics.txt', content: 'R|t', type: 'text/plain' },
        'Fitted.',
      );
      const { status, body } = await stats(mission.id);
      expect(status).toBe(200);
      expect(body.mission).toMatchObject({ id: mission.id, status: 'submitted', subtasks: [] });
      expect(body.assignments?.[0]).toMatchObject({
        id: assignmentId,
        operator: { handle: operator.username },
        submission_files: [expect.objectContaining({ original_name: 'extrinsics.txt' })],
      });
      expect(body.mission?.validations).toEqual([
        expect.objectContaining({
          assignment_id: assignmentId,
          status: 'open',
          validation_type: 'peer',
        }),
      ]);
      expect(body.questions).toEqual([
        expect.objectContaining({
          question: 'Which rig revision?',
          operator_handle: operator.username,
        }),
      ]);
      expect(body.has_jira).toBe(false);
    });

    it('shows a company mission’s company and Jira setup, never a token', async () => {
      const demo = (
        await call<{ missions: { id: string }[] }>(
          platform.url,
          'GET',
          '/api/company-reps/me/missions',
          { token: await platform.signInDemoCompanyRep() },
        )
      ).body.missions[0];
      const { body } = await stats(demo?.id ?? '');
      expect(body.mission?.company).toMatchObject({ company_name: expect.any(String) });
      expect(JSON.stringify(body)).not.toMatch(/token"\s*:\s*"/);
    });

    it('answers 404 for an unknown mission', async () => {
      const unknown = await stats(randomUUID());
      expect([unknown.status, (unknown.body as Answer<object>).error]).toEqual([
        404,
        MARKETPLACE_TEXTS.missionNotFound,
      ]);
    });
  });
});
