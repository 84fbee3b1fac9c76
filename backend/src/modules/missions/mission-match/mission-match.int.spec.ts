import {
  CreateTaskResponseSchema,
  LOOP_NOTIFICATION_TEXTS,
  NotificationsResponseSchema,
  type Notification,
} from '@morphic/contracts';
import { STREAMS, decodeEvent } from '@morphic/contracts/server';
import type { EventStore } from '@morphic/stores';
import type { ReactorEvent } from '#infrastructure/reactors/reactor';

import { randomUUID } from 'node:crypto';
import { uuidFromKey } from '#infrastructure/ids/uuid-from-key';
import { EVENT_STORE } from '#infrastructure/tokens';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../../testing/test-app';
import { registerAccount } from '../../../testing/accounts';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import { systemContext } from '#infrastructure/commands/command-context';
import { ReactorRuntime } from '#infrastructure/reactors/reactor-runtime';
import { MissionMatchReactor } from './mission-match.reactor';

describe('notifications of new missions matching the skills', () => {
  let platform: TestApp;
  let founder: SignedInAccount;

  /** A new operator with these programming languages in their report, onboarded or not. */
  const operator = async (
    skills: readonly string[],
    onboarded = true,
  ): Promise<SignedInAccount> => {
    const user = await registerAccount(platform);
    if (onboarded) {
      const bypassed = await call(
        platform.url,
        'POST',
        `/api/admin/operators/${user.id}/bypass-onboarding`,
        { token: founder.token },
      );
      expect(bypassed.status).toBe(200);
    }
    const report = await call(platform.url, 'POST', `/api/operators/${user.id}/character-report`, {
      token: user.token,
      body: {
        character_report: {
          technical_skills: {
            programming_languages: skills.map((name) => ({ name, proficiency: 'Advanced' })),
          },
          years_experience: '2-5',
        },
      },
    });
    expect(report.status).toBe(200);
    return user;
  };

  const postTask = async (
    poster: SignedInAccount,
    body: { title: string; skills: string; reward_credits?: number },
    headers: Record<string, string> = {},
  ) => {
    const posted = await call(platform.url, 'POST', '/api/tasks', {
      token: poster.token,
      body: { description: 'Do it well.', ...body },
      headers,
    });
    expect(posted.status).toBe(200);
    return { ...CreateTaskResponseSchema.parse(posted.body), headers: posted.headers };
  };

  /** The operator's mission notifications, as their notifications page lists them. */
  const missionNotifications = async (user: SignedInAccount): Promise<Notification[]> => {
    const listed = await call(platform.url, 'GET', `/api/operators/${user.id}/notifications`, {
      token: user.token,
    });
    expect(listed.status).toBe(200);
    return NotificationsResponseSchema.parse(listed.body).notifications.filter(
      (notification) => notification.type === 'mission',
    );
  };

  /**
   * Missions are fanned out one at a time in log order: once the sentinel hears of a mission
   * posted after the others, those others are done.
   */
  const afterEarlierMissions = async (sentinel: SignedInAccount, skill: string): Promise<void> => {
    const socket = await platform.socket(sentinel.token);
    const title = `Sentinel ${randomUUID()}`;
    const heard = nextMessage(socket, 'notification.created', (e) =>
      e.data.message.includes(title),
    );
    await postTask(founder, { title, skills: skill });
    await heard;
    socket.disconnect();
  };

  const missionPosted = async (missionId: string): Promise<ReactorEvent<'MissionPosted'>> => {
    const [recorded] = await platform.app
      .get<EventStore>(EVENT_STORE)
      .readStream(STREAMS.mission(missionId));
    if (!recorded) throw new Error(`No mission ${missionId}`);
    return decodeEvent(recorded) as ReactorEvent<'MissionPosted'>;
  };

  beforeAll(async () => {
    platform = await startTestApp();
    founder = await platform.signIn('founder', DEMO_PASSWORDS.founder);
  });

  afterAll(async () => {
    await platform.close({ removeData: true });
  });

  it('sends nothing for the demo missions: no demo operator reports a skill when they are posted', async () => {
    for (const username of ['ada', 'alan']) {
      expect(
        await missionNotifications(await platform.signIn(username, DEMO_PASSWORDS.operator)),
      ).toEqual([]);
    }
  });

  it('tells onboarded operators sharing a skill, live, and no one else', async () => {
    const poster = await operator(['Rust']);
    const matching = await operator(['Python', 'Rust']);
    const foreign = await operator(['COBOL']);
    const notOnboarded = await operator(['Rust'], false);
    const sentinel = await operator(['Haskell']);
    const socket = await platform.socket(matching.token);
    const title = `Borrow checker audit ${randomUUID()}`;
    const heard = nextMessage(socket, 'notification.created', (e) => e.data.type === 'mission');

    const { mission_id: missionId } = await postTask(poster, {
      title,
      skills: 'RUST, Go',
      reward_credits: 75,
    });

    const expected = {
      id: uuidFromKey(`mission-match:${missionId}:${matching.id}`),
      type: 'mission',
      priority: 'medium',
      title: LOOP_NOTIFICATION_TEXTS.missionMatchTitle,
      message: `"${title}" is open in the marketplace, reward 75 credits.`,
      action_url: '/marketplace',
      task: null,
      resolved: false,
      is_read: false,
      created_at: expect.any(String),
    };
    expect((await heard).data).toEqual(expected);
    await afterEarlierMissions(sentinel, 'Haskell');
    expect(await missionNotifications(matching)).toEqual([expected]);
    expect(await missionNotifications(poster)).toEqual([]);
    expect(await missionNotifications(foreign)).toEqual([]);
    expect(await missionNotifications(notOnboarded)).toEqual([]);
  });

  it('never sends twice: not for the same event handled again, a retried post, or after a restart', async () => {
    const matching = await operator(['Elixir']);
    const sentinel = await operator(['Kotlin']);
    const idempotencyKey = randomUUID();
    const title = `Supervisor trees ${randomUUID()}`;
    const first = await postTask(
      founder,
      { title, skills: 'elixir' },
      { 'Idempotency-Key': idempotencyKey },
    );
    const retried = await postTask(
      founder,
      { title, skills: 'elixir' },
      { 'Idempotency-Key': idempotencyKey },
    );
    expect(retried.mission_id).toBe(first.mission_id);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    await afterEarlierMissions(sentinel, 'Kotlin');
    const once = await missionNotifications(matching);
    expect(once.map((notification) => notification.message)).toEqual([
      expect.stringContaining(title),
    ]);

    // The reactor acts on the same event again: it decides nothing.
    const again = await platform.app
      .get(AggregateRepository)
      .decide(systemContext(), async (streams) => {
        await platform.app
          .get(MissionMatchReactor)
          .react(await missionPosted(first.mission_id), streams);
        return {};
      });
    expect(again.position).toBeNull();

    // A restart replays the whole log into the read models (sessions too): nothing is sent again.
    await platform.close();
    platform = await startTestApp({ dataDir: platform.dataDir });
    founder = await platform.signIn('founder', DEMO_PASSWORDS.founder);
    await afterEarlierMissions(sentinel, 'Kotlin');
    expect(await missionNotifications(matching)).toEqual(once);
  });

  it('after a crash, a restart sends what the crash left unsent', async () => {
    const matching = await operator(['Zig']);
    const sentinel = await operator(['OCaml']);
    await afterEarlierMissions(sentinel, 'OCaml');
    // The reactors stop, as if the process died right after the append.
    await platform.app.get(ReactorRuntime).onModuleDestroy();
    const title = `Allocator audit ${randomUUID()}`;
    await postTask(founder, { title, skills: 'zig' });
    expect(await missionNotifications(matching)).toEqual([]);

    await platform.close();
    platform = await startTestApp({ dataDir: platform.dataDir });
    founder = await platform.signIn('founder', DEMO_PASSWORDS.founder);
    await afterEarlierMissions(sentinel, 'OCaml');
    const sent = await missionNotifications(matching);
    expect(sent.map((notification) => notification.message)).toEqual([
      expect.stringContaining(title),
    ]);
  });
});
