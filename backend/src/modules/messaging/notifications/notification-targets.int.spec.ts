import type { NotificationsResponse, SendNotificationResponse } from '@morphic/contracts';
import {
  ASSIGNMENTS_COLLECTION,
  MISSIONS_COLLECTION,
  type AssignmentDoc,
  type MissionDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { READ_STORE } from '#infrastructure/tokens';
import { registerAccount } from '../../../testing/accounts';
import { createMissionAssignment } from '../../../testing/assignments';
import {
  DEMO_PASSWORDS,
  call,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../../testing/test-app';

describe('POST /api/admin/notifications/send: region, task and template targets', () => {
  let platform: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    platform = await startTestApp();
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
  });
  afterAll(() => platform.close({ removeData: true }));

  const send = (body: unknown) =>
    call<SendNotificationResponse & { error?: string }>(
      platform.url,
      'POST',
      '/api/admin/notifications/send',
      { token: adminToken, body },
    );
  const received = async (operator: SignedInAccount) =>
    (
      await call<NotificationsResponse>(
        platform.url,
        'GET',
        `/api/operators/${operator.id}/notifications`,
        { token: operator.token },
      )
    ).body.notifications;
  const titlesOf = async (operator: SignedInAccount) =>
    (await received(operator)).map((notification) => notification.title);
  /** A new operator whose character report gives this timezone. */
  const operatorIn = async (timezone: string) => {
    const operator = await registerAccount(platform);
    const report = await call(
      platform.url,
      'POST',
      `/api/operators/${operator.id}/character-report`,
      {
        token: operator.token,
        body: {
          character_report: {
            technical_skills: {
              programming_languages: [{ name: 'Python', proficiency: 'Advanced' }],
            },
            years_experience: '2-5',
            availability: { hours: 20, timezone },
          },
        },
      },
    );
    expect(report.status).toBe(200);
    return operator;
  };
  const tag = () => randomUUID().slice(0, 8);

  it('sends to the operators whose timezone lies in the region', async () => {
    const berlin = await operatorIn('Europe/Berlin');
    const lisbon = await operatorIn('Europe/Lisbon');
    const tokyo = await operatorIn('Asia/Tokyo');
    const title = `Region EU ${tag()}`;

    const response = await send({ targetType: 'region', region: 'EU', title, message: 'M' });

    expect(response.status).toBe(200);
    // The demo operators' reports name no European timezone.
    expect(response.body.recipientCount).toBe(2);
    expect(await titlesOf(berlin)).toContain(title);
    expect(await titlesOf(lisbon)).toContain(title);
    expect(await titlesOf(tokyo)).not.toContain(title);
  });

  it("sends to the operators assigned to a task, not to those who gave it back or others'", async () => {
    const store = platform.app.get<ReadStore>(READ_STORE);
    const missions = await store.collection<MissionDoc>(MISSIONS_COLLECTION).find({});
    const assigned = new Set(
      (await store.collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION).find({})).map(
        (assignment) => assignment.mission_id,
      ),
    );
    const missionId = missions.find((mission) => !assigned.has(mission._id))?._id ?? '';
    const [first, second, outsider] = await Promise.all([
      registerAccount(platform),
      registerAccount(platform),
      registerAccount(platform),
    ]);
    await createMissionAssignment(platform, first.id, { mission_id: missionId });
    await createMissionAssignment(platform, second.id, { mission_id: missionId });
    await createMissionAssignment(platform, outsider.id);
    const title = `Task ${tag()}`;

    const response = await send({ targetType: 'task', taskId: missionId, title, message: 'M' });

    expect(response.status).toBe(200);
    expect(response.body.recipientCount).toBe(2);
    expect(await titlesOf(first)).toContain(title);
    expect(await titlesOf(second)).toContain(title);
    expect(await titlesOf(outsider)).not.toContain(title);

    const unknown = await send({
      targetType: 'task',
      taskId: 'no-such-mission',
      title,
      message: 'M',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Mission not found');
    const none = await send({ targetType: 'task', title, message: 'M' });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Please select a task');
  });

  it('sends a template to every operator, with its title, message and priority', async () => {
    const operator = await registerAccount(platform);
    const everyone = await send({ targetType: 'all', title: `All ${tag()}`, message: 'M' });

    const response = await send({ targetType: 'template', template: 'system_maintenance' });

    expect(response.status).toBe(200);
    expect(response.body.recipientCount).toBe(everyone.body.recipientCount);
    expect(response.body.message).toBe(
      `Notification sent to ${response.body.recipientCount} recipients`,
    );
    expect((await received(operator)).find((n) => n.title === 'System Maintenance')).toMatchObject({
      priority: 'high',
      message: expect.stringContaining('scheduled maintenance'),
    });
  });

  it('fills a single send from a template, keeping what the admin wrote', async () => {
    const operator = await registerAccount(platform);
    const title = `Deadline ${tag()}`;

    const response = await send({
      targetType: 'single',
      operatorId: operator.id,
      template: 'task_deadline_approaching',
      title,
    });

    expect(response.body.recipientCount).toBe(1);
    expect((await received(operator)).find((n) => n.title === title)).toMatchObject({
      priority: 'high',
      message: 'One of your missions is close to its deadline. Submit your work in time.',
    });
  });

  it('refuses a region, task or template target without its value, and a deleted operator', async () => {
    const cases: [unknown, string][] = [
      [{ targetType: 'region', title: 'T', message: 'M' }, 'Please select a region'],
      [
        { targetType: 'region', region: 'MARS', title: 'T', message: 'M' },
        'Please select a region',
      ],
      [{ targetType: 'template' }, 'Please fill in title and message'],
      [{ targetType: 'template', template: 'party' }, 'Please select a template'],
    ];
    for (const [body, error] of cases) {
      const response = await send(body);
      expect({ body, status: response.status, error: response.body.error }).toEqual({
        body,
        status: 400,
        error,
      });
    }
    const operator = await registerAccount(platform);
    const founder = await platform.login('founder', DEMO_PASSWORDS.founder);
    await call(platform.url, 'DELETE', `/api/admin/operators/${operator.id}`, { token: founder });
    const deleted = await send({
      targetType: 'single',
      operatorId: operator.id,
      title: 'T',
      message: 'M',
    });
    expect(deleted.status).toBe(404);
    expect(deleted.body.error).toBe('Operator not found');
  });
});
