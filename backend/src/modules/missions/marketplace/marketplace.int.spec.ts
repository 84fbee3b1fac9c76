import {
  MISSIONS_ENDPOINTS,
  ApplyResponseSchema,
  CreateTaskResponseSchema,
  MARKETPLACE_TEXTS,
  MissionResponseSchema,
  RecommendationsResponseSchema,
  type RecommendationsResponse,
} from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { EventStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '#infrastructure/tokens';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../../testing/test-app';
import { registerOnboardedOperator } from '../../../testing/accounts';

describe('marketplace over HTTP', () => {
  let platform: TestApp;
  let founder: SignedInAccount;
  let ada: SignedInAccount;
  let nora: string;

  const onboardedOperator = () => registerOnboardedOperator(platform);

  const recommendations = async (user: SignedInAccount | string, q?: string) => {
    const token = typeof user === 'string' ? user : user.token;
    const query = q === undefined ? '' : `?q=${encodeURIComponent(q)}`;
    return call<RecommendationsResponse>(
      platform.url,
      'GET',
      `/api/marketplace/recommendations${query}`,
      { token },
    );
  };
  const apply = (user: SignedInAccount, missionId: string, headers: Record<string, string> = {}) =>
    call(platform.url, 'POST', `/api/tasks/${missionId}/apply`, {
      token: user.token,
      body: {},
      headers,
    });
  const postTask = (user: SignedInAccount | string, body: unknown) =>
    call(platform.url, 'POST', '/api/tasks', {
      token: typeof user === 'string' ? user : user.token,
      body,
    });
  const getMission = (token: string, missionId: string) =>
    call(platform.url, 'GET', `/api/missions/${missionId}`, { token });
  /** A fresh open mission posted by the founder (exempt from onboarding). */
  const newMission = async (title = `Mission ${randomUUID()}`, body: object = {}) => {
    const posted = await postTask(founder, { title, description: 'Do it well.', ...body });
    expect(posted.status).toBe(200);
    return CreateTaskResponseSchema.parse(posted.body).mission_id;
  };
  const streamTypes = async (streamId: string) =>
    (await platform.app.get<EventStore>(EVENT_STORE).readStream(streamId)).map(
      (event) => event.type,
    );

  beforeAll(async () => {
    platform = await startTestApp();
    founder = await platform.signIn('founder', DEMO_PASSWORDS.founder);
    ada = await platform.signIn('ada', DEMO_PASSWORDS.operator);
    nora = (
      await call<{ token: string }>(platform.url, 'POST', '/api/company-reps/login', {
        body: { email: 'nora@northwind.example', password: DEMO_PASSWORDS.companyRep },
      })
    ).body.token;
    expect(nora).toEqual(expect.any(String));
  });

  afterAll(async () => {
    await platform.close({ removeData: true });
  });

  describe('GET /api/marketplace/recommendations', () => {
    it('lists the open demo missions with the spec fields, ranked by score', async () => {
      const response = await recommendations(founder);

      expect(response.status).toBe(200);
      const body = RecommendationsResponseSchema.parse(response.body);
      expect(body.apply_blocked).toBe(false);
      expect(body.blocked_reason).toBeNull();
      expect(body.recommendations.length).toBeGreaterThanOrEqual(5);
      const scores = body.recommendations.map((item) => item.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const heatmap = body.recommendations.find((item) => item.title.includes('heatmap'));
      expect(heatmap).toMatchObject({
        status: 'open',
        skills: ['react', 'typescript', 'd3.js'],
        required_skill_vector: { react: 0.8, typescript: 0.6, 'd3.js': 0.5 },
        reward_amount: 240,
        reward_asset: 'USD',
        region: null,
        subtask_count: 0,
        subtask_titles: [],
      });
      expect(heatmap?.mission_id).toBe(heatmap?.id);
    });

    it('searches title, description and tags, case-insensitively', async () => {
      const byTitle = RecommendationsResponseSchema.parse(
        (await recommendations(founder, 'HEATMAP')).body,
      );
      expect(byTitle.recommendations.map((item) => item.title)).toEqual([
        'Pick-path heatmap for the warehouse dashboard',
      ]);
      const byTag = RecommendationsResponseSchema.parse(
        (await recommendations(founder, 'devops')).body,
      );
      expect(byTag.recommendations.map((item) => item.title)).toEqual([
        'Containerise the route simulator',
      ]);
      const none = RecommendationsResponseSchema.parse(
        (await recommendations(founder, 'no-such-words-anywhere')).body,
      );
      expect(none.recommendations).toEqual([]);
    });

    it("ranks by the operator's skills from the character report, then by reward", async () => {
      const tag = `rank${randomUUID().slice(0, 6)}`;
      const fitting = await newMission(`${tag} python job`, {
        skills: 'Python',
        reward_credits: 50,
      });
      const richButForeign = await newMission(`${tag} cobol job`, {
        skills: 'COBOL',
        reward_credits: 500,
      });
      const noSkills = await newMission(`${tag} any job`, { reward_credits: 40 });
      // No skills on file yet: no chance is made up.
      const before = RecommendationsResponseSchema.parse(
        (await recommendations(founder, tag)).body,
      );
      expect(before.recommendations.map((item) => item.p_succ)).toEqual([null, null, null]);

      const report = await call(
        platform.url,
        'POST',
        `/api/operators/${founder.id}/character-report`,
        {
          token: founder.token,
          body: {
            character_report: {
              technical_skills: {
                programming_languages: [{ name: 'Python', proficiency: 'Expert' }],
              },
              years_experience: '2-5',
            },
          },
        },
      );
      expect(report.status).toBe(200);

      const body = RecommendationsResponseSchema.parse((await recommendations(founder, tag)).body);
      expect(body.recommendations.map((item) => item.mission_id)).toEqual([
        fitting,
        noSkills,
        richButForeign,
      ]);
      // Full coverage of an intermediate task: σ(3 − 0.75) = 0.9047; reward 50 of 500.
      expect(body.recommendations[0]).toMatchObject({ p_succ: 0.9047, score: 0.9951 });
    });

    it('lets a company representative read it, exempt from onboarding, and never blocked', async () => {
      const response = await recommendations(nora);

      expect(response.status).toBe(200);
      const body = RecommendationsResponseSchema.parse(response.body);
      expect(body.recommendations.length).toBeGreaterThanOrEqual(5);
      expect(body.recommendations.every((item) => item.p_succ === null)).toBe(true);
      expect(body.apply_blocked).toBe(false);
    });

    it('refuses anonymous callers, validators who are not operators and operators without onboarding', async () => {
      expect((await call(platform.url, 'GET', '/api/marketplace/recommendations')).status).toBe(
        401,
      );
      const validator = await platform.login('validator', DEMO_PASSWORDS.validator);
      expect((await recommendations(validator)).status).toBe(403);
      const blocked = await recommendations(ada);
      expect(blocked.status).toBe(403);
      expect(blocked.body).toMatchObject({
        success: false,
        error: MARKETPLACE_TEXTS.completeOnboarding,
      });
    });
  });

  describe('POST /api/tasks/{id}/apply', () => {
    it('assigns the mission, blocks further takes and leaves the marketplace', async () => {
      const operator = await onboardedOperator();
      const title = `Take me ${randomUUID()}`;
      const missionId = await newMission(title);

      const response = await apply(operator, missionId);

      expect(response.status).toBe(200);
      const body = MISSIONS_ENDPOINTS.apply.response.parse(response.body);
      expect(body.message).toBe(MARKETPLACE_TEXTS.taskAssigned);
      expect(body.position).not.toBeNull();
      const mission = MissionResponseSchema.parse((await getMission(ada.token, missionId)).body);
      expect(mission.mission).toMatchObject({
        id: missionId,
        status: 'assigned',
        assignments_count: 1,
        assignments: [{ id: body.assignment_id, state: 'accepted', quality_score: null }],
      });
      expect(await streamTypes(STREAMS.workSlot(operator.id))).toEqual(['WorkSlotTaken']);
      expect(await streamTypes(STREAMS.mission(missionId))).toEqual([
        'MissionPosted',
        'MissionAssigned',
      ]);
      expect(await streamTypes(STREAMS.assignment(body.assignment_id))).toEqual(['TaskTaken']);

      const after = RecommendationsResponseSchema.parse((await recommendations(operator)).body);
      expect(after.recommendations.map((item) => item.mission_id)).not.toContain(missionId);
      expect(after.apply_blocked).toBe(true);
      expect(after.blocked_reason).toBe(MARKETPLACE_TEXTS.blockedBy(title));

      const second = await apply(operator, await newMission());
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ error: MARKETPLACE_TEXTS.workSlotTaken });
    });

    it('unblocks once the work is submitted, and lists a released mission again', async () => {
      const [submitter, releaser] = [await onboardedOperator(), await onboardedOperator()];
      const submittedId = await newMission();
      const releasedId = await newMission();
      const taken = ApplyResponseSchema.parse((await apply(submitter, submittedId)).body);
      const form = new FormData();
      form.append('files', new Blob([new TextEncoder().encode('print(1)')]), 'main.py');
      const uploaded = await fetch(
        `${platform.url}/api/marketplace/assignments/${taken.assignment_id}/upload`,
        { method: 'POST', headers: { authorization: `Bearer ${submitter.token}` }, body: form },
      );
      expect(uploaded.status).toBe(200);
      const submitted = await call(
        platform.url,
        'POST',
        `/api/marketplace/assignments/${taken.assignment_id}/submit`,
        { token: submitter.token, body: { submission_notes: 'done' } },
      );
      expect(submitted.status).toBe(200);

      const after = RecommendationsResponseSchema.parse((await recommendations(submitter)).body);
      expect(after).toMatchObject({ apply_blocked: false, blocked_reason: null });
      const mission = MissionResponseSchema.parse((await getMission(ada.token, submittedId)).body);
      expect(mission.mission).toMatchObject({
        status: 'submitted',
        assignments: [{ id: taken.assignment_id, state: 'submitted', quality_score: null }],
      });

      const held = ApplyResponseSchema.parse((await apply(releaser, releasedId)).body);
      const released = await call(
        platform.url,
        'POST',
        `/api/assignments/${held.assignment_id}/release`,
        { token: releaser.token },
      );
      expect(released.status).toBe(200);
      const reopened = MissionResponseSchema.parse((await getMission(ada.token, releasedId)).body);
      expect(reopened.mission).toMatchObject({
        status: 'open',
        assignments: [{ id: held.assignment_id, state: 'released', quality_score: null }],
      });
      const listed = RecommendationsResponseSchema.parse((await recommendations(releaser)).body);
      expect(listed.apply_blocked).toBe(false);
      expect(listed.recommendations.map((item) => item.mission_id)).toContain(releasedId);
    });

    it('refuses a taken mission with 409 and never touches the loser’s work slot', async () => {
      const [winner, loser] = [await onboardedOperator(), await onboardedOperator()];
      const missionId = await newMission();
      expect((await apply(winner, missionId)).status).toBe(200);

      const lost = await apply(loser, missionId);

      expect(lost.status).toBe(409);
      expect(lost.body).toMatchObject({ success: false, error: MARKETPLACE_TEXTS.alreadyTaken });
      // One decision over slot, mission and assignment: a refused take writes nothing at all.
      expect(await streamTypes(STREAMS.workSlot(loser.id))).toEqual([]);
      expect((await apply(loser, await newMission())).status).toBe(200);
    });

    it('keeps a vetted-only mission for operators an admin has vetted, and says why on the list', async () => {
      const operator = await onboardedOperator();
      const missionId = await newMission();
      const made = await call(platform.url, 'PUT', `/api/admin/missions/${missionId}`, {
        token: founder.token,
        body: { requires_vetted: 'true' },
      });
      expect(made.status).toBe(200);
      const listed = async () =>
        (await recommendations(operator)).body.recommendations.find(
          (item) => item.mission_id === missionId,
        );
      expect(await listed()).toMatchObject({
        requires_vetted: true,
        closed_reason: MARKETPLACE_TEXTS.vettedOnly,
      });

      const refused = await apply(operator, missionId);

      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, error: MARKETPLACE_TEXTS.vettedOnly });
      expect(await streamTypes(STREAMS.workSlot(operator.id))).toEqual([]);
      expect(await listed()).toMatchObject({ status: 'open' });

      const vetted = await call(platform.url, 'PUT', `/api/admin/operators/${operator.id}`, {
        token: founder.token,
        body: { is_vetted: true },
      });
      expect(vetted.status).toBe(200);
      expect(await listed()).toMatchObject({ closed_reason: null });
      expect((await apply(operator, missionId)).status).toBe(200);
    });

    it('answers 404 for an unknown mission without touching the work slot', async () => {
      const operator = await onboardedOperator();
      const response = await apply(operator, randomUUID());
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: MARKETPLACE_TEXTS.missionNotFound });
      expect(await streamTypes(STREAMS.workSlot(operator.id))).toEqual([]);
    });

    it('refuses operators without onboarding, company representatives and anonymous callers', async () => {
      const missionId = await newMission();
      const refused = await apply(ada, missionId);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: MARKETPLACE_TEXTS.completeOnboarding });
      expect(
        (await call(platform.url, 'POST', `/api/tasks/${missionId}/apply`, { token: nora })).status,
      ).toBe(403);
      expect((await call(platform.url, 'POST', `/api/tasks/${missionId}/apply`)).status).toBe(401);
      expect(await streamTypes(STREAMS.mission(missionId))).toEqual(['MissionPosted']);
    });

    it('rejects a message over 2000 characters', async () => {
      const operator = await onboardedOperator();
      const response = await call(platform.url, 'POST', `/api/tasks/${await newMission()}/apply`, {
        token: operator.token,
        body: { message: 'x'.repeat(2001) },
      });
      expect(response.status).toBe(400);
      expect(await streamTypes(STREAMS.workSlot(operator.id))).toEqual([]);
    });

    it('runs a retried take with the same Idempotency-Key once', async () => {
      const operator = await onboardedOperator();
      const missionId = await newMission();
      const headers = { 'Idempotency-Key': `take-${missionId}` };

      const first = await apply(operator, missionId, headers);
      const again = await apply(operator, missionId, headers);

      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await streamTypes(STREAMS.mission(missionId))).toEqual([
        'MissionPosted',
        'MissionAssigned',
      ]);
    });

    it('gives a mission raced for by 20 operators to exactly one of them', async () => {
      const operators = await Promise.all(Array.from({ length: 20 }, () => onboardedOperator()));
      const missionId = await newMission();

      const answers = await Promise.all(operators.map((operator) => apply(operator, missionId)));

      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      for (const answer of answers.filter((each) => each.status === 409)) {
        expect(answer.body).toMatchObject({ error: MARKETPLACE_TEXTS.alreadyTaken });
      }
      const winner = ApplyResponseSchema.parse(answers.find((each) => each.status === 200)?.body);
      const mission = MissionResponseSchema.parse((await getMission(ada.token, missionId)).body);
      expect(mission.mission.assignments).toEqual([
        { id: winner.assignment_id, state: 'accepted', quality_score: null },
      ]);
      // Every loser can take another mission: their slots were freed.
      const losers = operators.filter((_, index) => answers[index]?.status === 409);
      const retaken = await apply(losers[0] as SignedInAccount, await newMission());
      expect(retaken.status).toBe(200);
    });

    it('lets one operator taking two missions at once get only one', async () => {
      const operator = await onboardedOperator();
      const [first, second] = [await newMission(), await newMission()];

      const answers = await Promise.all([apply(operator, first), apply(operator, second)]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
        error: MARKETPLACE_TEXTS.workSlotTaken,
      });
      const missions = await Promise.all([first, second].map((id) => getMission(ada.token, id)));
      expect(
        missions.map((each) => MissionResponseSchema.parse(each.body).mission.status).sort(),
      ).toEqual(['assigned', 'open']);
    });
  });

  describe('POST /api/tasks', () => {
    it('posts a credits task with the defaults, readable at once', async () => {
      const response = await postTask(founder, {
        title: '  Write the docs  ',
        description: 'All of them.',
        skills: 'Python, react, , python',
      });

      expect(response.status).toBe(200);
      const body = CreateTaskResponseSchema.parse(response.body);
      expect(body.message).toBe(MARKETPLACE_TEXTS.taskPosted);
      const mission = MissionResponseSchema.parse(
        (await getMission(ada.token, body.mission_id)).body,
      );
      expect(mission.mission).toMatchObject({
        id: body.mission_id,
        title: 'Write the docs',
        description: 'All of them.',
        status: 'open',
        difficulty: 'intermediate',
        estimated_hours: '4-8 hours',
        required_skill_vector: { python: 1, react: 1 },
        reward_amount: 100,
        reward_asset: 'CREDITS',
        deadline_at: null,
        assignments_count: 0,
        assignments: [],
        jira_key: null,
      });
    });

    it('refuses a task without title or description, or with a negative reward', async () => {
      for (const body of [
        {},
        { title: 'Only a title' },
        { title: '   ', description: 'blank title' },
      ]) {
        const response = await postTask(founder, body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          success: false,
          error: MARKETPLACE_TEXTS.titleAndDescriptionRequired,
        });
      }
      const negative = await postTask(founder, {
        title: 't',
        description: 'd',
        reward_credits: -1,
      });
      expect(negative.status).toBe(400);
      expect(negative.body).toMatchObject({ error: MARKETPLACE_TEXTS.rewardCreditsInvalid });
      const difficulty = await postTask(founder, { title: 't', description: 'd', difficulty: 'x' });
      expect(difficulty.status).toBe(400);
    });

    it('needs completed onboarding and an operator account', async () => {
      const refused = await postTask(ada, { title: 't', description: 'd' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: MARKETPLACE_TEXTS.completeOnboarding });
      expect((await postTask(nora, { title: 't', description: 'd' })).status).toBe(403);
      expect((await call(platform.url, 'POST', '/api/tasks', { body: {} })).status).toBe(401);
    });

    it('pushes the new mission, then its taking, to every socket in the marketplace room', async () => {
      const operator = await onboardedOperator();
      const watcher = await platform.socket(founder.token);
      const title = `Live ${randomUUID()}`;
      const created = nextMessage(watcher, 'mission.created', ({ data }) => data.title === title);

      const missionId = await newMission(title);

      const createdPush = await created;
      expect(createdPush.data).toMatchObject({ mission_id: missionId, status: 'open' });
      const updated = nextMessage(
        watcher,
        'mission.updated',
        ({ data }) => data.mission_id === missionId,
      );
      const blocked = nextMessage(
        await platform.socket(operator.token),
        'marketplace.apply_blocked',
      );
      expect((await apply(operator, missionId)).status).toBe(200);
      expect((await updated).data).toMatchObject({ status: 'assigned', assignments_count: 1 });
      expect((await blocked).data).toEqual({ operator_id: operator.id, apply_blocked: true });
    });
  });

  describe('GET /api/missions/{id}', () => {
    it('answers 404 for an unknown mission and 401 without a token', async () => {
      const unknown = await getMission(ada.token, randomUUID());
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ error: MARKETPLACE_TEXTS.missionNotFound });
      expect((await call(platform.url, 'GET', `/api/missions/${randomUUID()}`)).status).toBe(401);
    });
  });
});
