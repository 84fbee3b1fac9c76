import {
  OPERATORS_ENDPOINTS,
  CharacterReportResponseSchema,
  MeResponseSchema,
  OperatorRecordResponseSchema,
} from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { EventStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '#infrastructure/tokens';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

/** What the wizard sends when filled minimally: one skill, the years, one interest. */
const MINIMAL_REPORT = {
  technical_skills: {
    programming_languages: [
      { name: ' python ', proficiency: 'Advanced' },
      { name: '', proficiency: 'Intermediate' },
    ],
  },
  years_experience: '2-5',
  learning_interests: ['Machine Learning'],
};

describe('operator record and character report over HTTP', () => {
  let platform: TestApp;
  const users = {} as Record<'ada' | 'alan' | 'admin' | 'founder', { token: string; id: string }>;

  const getRecord = (id: string, token?: string) =>
    call(platform.url, 'GET', `/api/operators/${id}`, token ? { token } : {});
  const submit = (id: string, body: unknown, token: string, headers: Record<string, string> = {}) =>
    call(platform.url, 'POST', `/api/operators/${id}/character-report`, { token, body, headers });
  const streamOf = async (operatorId: string) =>
    (await platform.app.get<EventStore>(EVENT_STORE).readStream(STREAMS.operator(operatorId))).map(
      (event) => event.type,
    );

  beforeAll(async () => {
    platform = await startTestApp();
    users.ada = await platform.signIn('ada', DEMO_PASSWORDS.operator);
    users.alan = await platform.signIn('alan', DEMO_PASSWORDS.operator);
    users.admin = await platform.signIn('admin', DEMO_PASSWORDS.admin);
    users.founder = await platform.signIn('founder', DEMO_PASSWORDS.founder);
  });
  afterAll(() => platform.close({ removeData: true }));

  describe('GET /api/operators/{id}', () => {
    it("gives an operator their own record, with the spec's fields", async () => {
      const response = await getRecord(users.ada.id, users.ada.token);

      expect(response.status).toBe(200);
      const { operator } = OperatorRecordResponseSchema.parse(response.body);
      expect(operator).toMatchObject({
        id: users.ada.id,
        username: 'ada',
        email: 'ada@morphic.example',
        role: 'operator',
        character_report_completed: false,
        character_report_data: null,
        cv: null,
        bio: null,
      });
      expect(typeof operator.onboarding_completed).toBe('boolean');
      expect(typeof operator.cohort).toBe('string');
      expect(Date.parse(operator.created_at)).not.toBeNaN();
    });

    it("lets admins and founders read anyone's record, and no one else", async () => {
      expect((await getRecord(users.ada.id, users.admin.token)).status).toBe(200);
      expect((await getRecord(users.ada.id, users.founder.token)).status).toBe(200);
      const stranger = await getRecord(users.ada.id, users.alan.token);
      expect(stranger.status).toBe(403);
      expect(stranger.body).toMatchObject({ success: false, status: 403 });
    });

    it('answers 404 for an unknown operator and 401 without a token', async () => {
      const unknown = await getRecord(randomUUID(), users.admin.token);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('Operator not found');
      expect((await getRecord(users.ada.id)).status).toBe(401);
    });
  });

  describe('POST /api/operators/{id}/character-report', () => {
    it('records a minimal report, normalised, and the session user and record show it completed', async () => {
      const response = await submit(
        users.ada.id,
        { character_report: MINIMAL_REPORT },
        users.ada.token,
      );

      expect(response.status).toBe(200);
      const body = OPERATORS_ENDPOINTS.submitCharacterReport.response.parse(response.body);
      expect(body.message).toBe('Character report submitted');
      expect(body.position).not.toBeNull();
      expect(body.operator.character_report_completed).toBe(true);
      expect(body.operator.character_report_data).toEqual({
        skills: [{ name: 'Python', level: 'advanced' }],
        technical_skills: {
          programming_languages: [{ name: 'Python', proficiency: 'Advanced' }],
          frameworks: [],
          tools: [],
          databases: [],
          cloud_platforms: [],
        },
        experience_level: 'intermediate',
        years_experience: '2-5',
        specialization: '',
        preferred_domains: ['machine_learning'],
        availability: { hours: 10, timezone: 'UTC', communication_preference: 'Email' },
        notable_projects: [],
        achievements: [],
        education_background: null,
        certifications: [],
        portfolio_links: [],
        learning_interests: ['Machine Learning'],
        challenge_preferences: [],
      });
      const me = MeResponseSchema.parse(
        (await call(platform.url, 'GET', '/api/auth/me', { token: users.ada.token })).body,
      );
      expect(me.user.character_report_completed).toBe(true);
      const record = OperatorRecordResponseSchema.parse(
        (await getRecord(users.ada.id, users.ada.token)).body,
      );
      expect(record.operator.character_report_data).toEqual(body.operator.character_report_data);
    });

    it('replaces the report on resubmission, and records nothing for the same report again', async () => {
      const full = {
        technical_skills: {
          programming_languages: [{ name: 'TypeScript', proficiency: 'Expert' }],
          frameworks: [{ name: 'react', proficiency: 'Advanced' }],
          databases: [{ name: 'PostgreSQL', proficiency: 'Intermediate' }],
        },
        years_experience: '10+',
        specialization: 'Full-stack web',
        preferred_domains: ['web_development'],
        availability: { hours: 20, timezone: 'Europe/London', communication_preference: 'Slack' },
        notable_projects: ['Analytical Engine notes', ''],
        education_background: 'self_taught',
        portfolio_links: ['https://github.com/ada'],
        learning_interests: ['Smart Contracts'],
        challenge_preferences: ['System design'],
      };
      const updated = await submit(users.ada.id, { character_report: full }, users.ada.token);

      expect(updated.status).toBe(200);
      const body = CharacterReportResponseSchema.parse(updated.body);
      expect(body.message).toBe('Character report updated');
      expect(body.operator.character_report_data).toMatchObject({
        skills: [
          { name: 'TypeScript', level: 'expert' },
          { name: 'React', level: 'advanced' },
          { name: 'PostgreSQL', level: 'intermediate' },
        ],
        experience_level: 'expert',
        preferred_domains: ['web_development', 'blockchain'],
        availability: { hours: 20, timezone: 'Europe/London', communication_preference: 'Slack' },
        notable_projects: ['Analytical Engine notes'],
        education_background: 'self_taught',
      });

      const before = await streamOf(users.ada.id);
      const again = await submit(users.ada.id, { character_report: full }, users.ada.token);
      expect(again.status).toBe(200);
      expect(again.body.position).toBeNull();
      expect(await streamOf(users.ada.id)).toEqual(before);
    });

    it.each([
      [
        {
          ...MINIMAL_REPORT,
          technical_skills: { frameworks: [{ name: 'Djangoo', proficiency: 'Beginner' }] },
        },
        'Invalid framework',
      ],
      [
        {
          ...MINIMAL_REPORT,
          technical_skills: { cloud_platforms: [{ name: 'My Garage', proficiency: 'Expert' }] },
        },
        'Invalid cloud platform',
      ],
      [{ ...MINIMAL_REPORT, years_experience: '3' }, 'Select your years of experience'],
      [{ ...MINIMAL_REPORT, technical_skills: {} }, 'Add at least one skill'],
      [
        { ...MINIMAL_REPORT, portfolio_links: ['ftp://example.com'] },
        'Portfolio links must be valid http(s) URLs',
      ],
      [
        { ...MINIMAL_REPORT, availability: { hours: 0 } },
        'Hours per week must be between 1 and 168',
      ],
    ])('refuses %j with 400 "%s" and changes nothing', async (report, message) => {
      const before = await streamOf(users.alan.id);
      const response = await submit(users.alan.id, { character_report: report }, users.alan.token);

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, error: message });
      expect(await streamOf(users.alan.id)).toEqual(before);
    });

    it("refuses another operator's report, even to an admin (403 before any validation)", async () => {
      const before = await streamOf(users.alan.id);
      for (const caller of [users.ada, users.admin]) {
        for (const body of [{ character_report: MINIMAL_REPORT }, {}]) {
          const response = await submit(users.alan.id, body, caller.token);
          expect(response.status).toBe(403);
          expect(response.body.error).toBe('You can only submit your own character report.');
        }
      }
      expect(await streamOf(users.alan.id)).toEqual(before);
    });

    it('needs a token (401)', async () => {
      const response = await call(
        platform.url,
        'POST',
        `/api/operators/${users.alan.id}/character-report`,
        {
          body: { character_report: MINIMAL_REPORT },
        },
      );
      expect(response.status).toBe(401);
    });

    it('runs a retried submission with the same Idempotency-Key once', async () => {
      const headers = { 'Idempotency-Key': 'alan-report-once' };
      const reports = (types: readonly string[]) =>
        types.filter((type) => type === 'CharacterReportSubmitted').length;
      const before = reports(await streamOf(users.alan.id));
      const first = await submit(
        users.alan.id,
        { character_report: MINIMAL_REPORT },
        users.alan.token,
        headers,
      );
      const afterFirst = await streamOf(users.alan.id);
      const retry = await submit(
        users.alan.id,
        { character_report: MINIMAL_REPORT },
        users.alan.token,
        headers,
      );

      expect(first.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await streamOf(users.alan.id)).toEqual(afterFirst);
      expect(reports(afterFirst)).toBe(before + 1);
    });
  });
});
