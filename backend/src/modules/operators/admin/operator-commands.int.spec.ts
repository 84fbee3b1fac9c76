import {
  MESSAGES,
  OPERATORS_CONSOLE_TEXTS as T,
  SIGN_UP_TEXTS,
  ADMIN_OPERATORS_IMPORT_MAX,
  type AdminImportOperatorsResponse,
  type AdminOperatorCommandResponse,
  type AdminOperatorsResponse,
  type NotificationsResponse,
} from '@morphic/contracts';
import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { READ_STORE } from '#infrastructure/tokens';
import { DEMO_PASSWORDS, call, startTestApp, type TestApp } from '../../../testing/test-app';

const PASSWORD = 'Str0ng#Console-Pass';

type Answer<T> = T & { error?: string };

describe('the admin console’s operator commands', () => {
  let platform: TestApp;
  let adminToken: string;
  let operatorToken: string;
  let founderToken: string;

  beforeAll(async () => {
    platform = await startTestApp();
    adminToken = await platform.login('admin', DEMO_PASSWORDS.admin);
    founderToken = await platform.login('founder', DEMO_PASSWORDS.founder);
    operatorToken = await platform.login('ada', DEMO_PASSWORDS.operator);
  });
  afterAll(() => platform.close({ removeData: true }));

  const send = <T = AdminOperatorCommandResponse>(
    method: string,
    path: string,
    body?: unknown,
    token = adminToken,
  ) => call<Answer<T>>(platform.url, method, path, { token, body });

  let counter = 0;
  const tag = () => `op${Date.now().toString(36)}${(counter++).toString(36)}`;
  const newOperator = (overrides: Record<string, unknown> = {}) => {
    const handle = tag();
    return {
      handle,
      email: `${handle}@console.example`,
      password: PASSWORD,
      full_name: 'Grace Hopper',
      role: 'operator',
      ...overrides,
    };
  };
  const create = async (overrides: Record<string, unknown> = {}, token = adminToken) => {
    const response = await send('POST', '/api/admin/operators', newOperator(overrides), token);
    expect(response.status).toBe(201);
    return response.body.operator;
  };
  /** Only a founder makes a founder. */
  const createFounder = () => create({ role: 'founder' }, founderToken);
  const list = async (query: string) =>
    (await send<AdminOperatorsResponse>('GET', `/api/admin/operators${query}`)).body.operators;
  const signIn = (username: string, password = PASSWORD) =>
    call<{ token?: string; error?: string }>(platform.url, 'POST', '/api/auth/login', {
      body: { username_or_email: username, password },
    });
  const unknownId = randomUUID();

  describe('POST /api/admin/operators', () => {
    it('creates an account that signs in, listed with its roles', async () => {
      const body = newOperator({ role: 'operator,validator' });
      const response = await send('POST', '/api/admin/operators', body);
      expect(response.status).toBe(201);
      expect(response.body.operator).toMatchObject({
        handle: body.handle,
        email: body.email,
        full_name: 'Grace Hopper',
        roles: ['operator', 'validator'],
        status: 'active',
        level: 1,
        streak: 0,
        capacity_hours: 10,
        reliability_alpha: 1,
        reliability_beta: 1,
      });
      expect((await list(`?q=${body.handle}&role=validator`)).map((o) => o.handle)).toEqual([
        body.handle,
      ]);
      expect((await signIn(body.handle)).status).toBe(200);
    });

    it('keeps at least one role, falling back to operator', async () => {
      expect((await create({ role: '' })).roles).toEqual(['operator']);
      expect((await create({ role: [] })).roles).toEqual(['operator']);
      expect((await create({ role: ['founder'] }, founderToken)).roles).toEqual(['founder']);
    });

    it('lets only a founder create a founder, and imports no founder for an admin', async () => {
      const refused = await send('POST', '/api/admin/operators', newOperator({ role: 'founder' }));
      expect([refused.status, refused.body.error]).toEqual([403, T.founderGrantOnly]);
      const imported = await send<AdminImportOperatorsResponse>(
        'POST',
        '/api/admin/operators/import',
        [newOperator({ role: 'operator,founder' }), newOperator()],
      );
      expect(imported.body.rows.map((row) => [row.outcome, row.reason])).toEqual([
        ['refused', T.founderGrantOnly],
        ['created', null],
      ]);
    });

    it('refuses bad input with the sign-up’s messages, and nothing is created', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ handle: '' }, SIGN_UP_TEXTS.allFieldsRequired],
        [{ handle: 'a b' }, SIGN_UP_TEXTS.usernameFormat],
        [{ email: 'not-an-email' }, SIGN_UP_TEXTS.invalidEmail],
        [{ password: 'short' }, SIGN_UP_TEXTS.passwordNotSecure],
        [{ handle: 'gracehopper', password: 'Gracehopper#2025' }, SIGN_UP_TEXTS.passwordNotSecure],
      ];
      for (const [overrides, message] of cases) {
        const body = newOperator(overrides);
        const response = await send('POST', '/api/admin/operators', body);
        expect({ status: response.status, error: response.body.error }).toEqual({
          status: 400,
          error: message,
        });
        expect(await list(`?q=${encodeURIComponent(body.email)}`)).toEqual([]);
      }
    });

    it('refuses a taken handle or email with 409', async () => {
      const first = await create();
      const handle = await send(
        'POST',
        '/api/admin/operators',
        newOperator({ handle: first.handle.toUpperCase() }),
      );
      expect({ status: handle.status, error: handle.body.error }).toEqual({
        status: 409,
        error: T.handleTaken,
      });
      const email = await send('POST', '/api/admin/operators', newOperator({ email: first.email }));
      expect({ status: email.status, error: email.body.error }).toEqual({
        status: 409,
        error: T.emailTaken,
      });
    });

    it('creates one account when twenty admins create the same handle at once', async () => {
      const body = newOperator();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          send('POST', '/api/admin/operators', { ...body, email: `${index}-${body.email}` }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      expect(await list(`?q=${body.handle}`)).toHaveLength(1);
    });

    it('is for admins only', async () => {
      expect(
        (await send('POST', '/api/admin/operators', newOperator(), operatorToken)).status,
      ).toBe(403);
      expect(
        (await call(platform.url, 'POST', '/api/admin/operators', { body: newOperator() })).status,
      ).toBe(401);
    });
  });

  describe('PUT /api/admin/operators/{id}', () => {
    it('converts integers, parses JSON text and moves the handle and email', async () => {
      const operator = await create();
      const handle = tag();
      const response = await send('PUT', `/api/admin/operators/${operator.id}`, {
        handle,
        email: `${handle}@moved.example`,
        full_name: 'Grace B. Hopper',
        timezone: 'Europe/Paris',
        cohort: 'Genesis-2',
        level: '3',
        capacity_hours: '25',
        streak: 4,
        reliability_alpha: '2.5',
        skill_vector: '{"python": 0.8}',
        prefs: '{"remote": true}',
        role: 'operator,validator',
        is_vetted: true,
        compliant: 'true',
      });
      expect(response.status).toBe(200);
      expect(response.body.operator).toMatchObject({
        handle,
        email: `${handle}@moved.example`,
        full_name: 'Grace B. Hopper',
        timezone: 'Europe/Paris',
        cohort: 'Genesis-2',
        level: 3,
        capacity_hours: 25,
        streak: 4,
        reliability_alpha: 2.5,
        skill_vector: { python: 0.8 },
        prefs: { remote: true },
        roles: ['operator', 'validator'],
        is_vetted: true,
        compliant: true,
      });
      // The old handle and email are free again; the new ones sign in.
      expect((await signIn(handle)).status).toBe(200);
      await create({ handle: operator.handle, email: operator.email });
    });

    it('refuses bad fields with clear messages, changing nothing', async () => {
      const operator = await create();
      const cases: [Record<string, unknown>, string][] = [
        [{ level: 'two' }, T.integerField('level')],
        [{ capacity_hours: '2.5' }, T.integerField('capacity_hours')],
        [{ skill_vector: '{python' }, T.jsonObjectField('skill_vector')],
        [{ prefs: '[1,2]' }, T.jsonObjectField('prefs')],
        [{ status: 'asleep' }, T.statusInvalid],
        [{ role: 'wizard' }, T.roleInvalid],
        [{ email: 'nope' }, SIGN_UP_TEXTS.invalidEmail],
      ];
      for (const [body, message] of cases) {
        const response = await send('PUT', `/api/admin/operators/${operator.id}`, {
          full_name: 'Changed',
          ...body,
        });
        expect({ status: response.status, error: response.body.error }).toEqual({
          status: 400,
          error: message,
        });
      }
      expect((await list(`?q=${operator.handle}`))[0]?.full_name).toBe('Grace Hopper');
    });

    it('refuses a handle another operator holds with 409, and an unknown id with 404', async () => {
      const [one, two] = [await create(), await create()];
      const taken = await send('PUT', `/api/admin/operators/${one.id}`, { handle: two.handle });
      expect({ status: taken.status, error: taken.body.error }).toEqual({
        status: 409,
        error: T.handleTaken,
      });
      const unknown = await send('PUT', `/api/admin/operators/${unknownId}`, { level: 2 });
      expect({ status: unknown.status, error: unknown.body.error }).toEqual({
        status: 404,
        error: T.operatorNotFound,
      });
    });
  });

  describe('PUT /api/admin/operators/{id}/role', () => {
    it('sets the roles; an empty or unknown role is refused; unknown ids are 404', async () => {
      const operator = await create();
      const response = await send('PUT', `/api/admin/operators/${operator.id}/role`, {
        role: 'validator',
      });
      expect(response.status).toBe(200);
      expect(response.body.operator.roles).toEqual(['validator']);
      expect((await list(`?q=${operator.handle}&role=validator`)).length).toBe(1);
      const empty = await send('PUT', `/api/admin/operators/${operator.id}/role`, { role: '' });
      expect({ status: empty.status, error: empty.body.error }).toEqual({
        status: 400,
        error: T.roleInvalid,
      });
      expect(
        (await send('PUT', `/api/admin/operators/${unknownId}/role`, { role: 'operator' })).status,
      ).toBe(404);
    });

    it('ends a demoted admin’s sessions in the same append: their token and socket are cut', async () => {
      const demoted = await create({ role: 'operator,admin' });
      const token = (await signIn(demoted.handle)).body.token ?? '';
      const socket = await platform.socket(token);
      const cut = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));

      const response = await send('PUT', `/api/admin/operators/${demoted.id}/role`, {
        role: 'operator',
      });

      expect(response.status).toBe(200);
      await cut;
      expect((await call(platform.url, 'GET', '/api/auth/me', { token })).status).toBe(401);
      expect((await send('GET', '/api/admin/operators', undefined, token)).status).toBe(401);
      // Signing in again gives a session with the roles they hold now.
      const fresh = (await signIn(demoted.handle)).body.token ?? '';
      expect((await send('GET', '/api/admin/operators', undefined, fresh)).status).toBe(403);
    });

    it('the inline editor’s roles change ends the sessions too; the same roles keep them', async () => {
      const operator = await create({ role: 'operator,validator' });
      const token = (await signIn(operator.handle)).body.token ?? '';
      const same = await send('PUT', `/api/admin/operators/${operator.id}`, {
        full_name: 'Grace B. Hopper',
        role: 'validator,operator',
      });
      expect(same.status).toBe(200);
      expect((await call(platform.url, 'GET', '/api/auth/me', { token })).status).toBe(200);

      const changed = await send('PUT', `/api/admin/operators/${operator.id}`, {
        full_name: 'Grace B. Hopper',
        role: 'operator',
      });
      expect([changed.status, changed.body.operator.roles]).toEqual([200, ['operator']]);
      expect((await call(platform.url, 'GET', '/api/auth/me', { token })).status).toBe(401);
    });
  });

  describe('PUT /api/admin/operators/{id}/status', () => {
    it('suspends: the open session ends and sign-in is refused; activating lets them back', async () => {
      const operator = await create();
      const session = await signIn(operator.handle);
      const token = session.body.token ?? '';
      expect((await call(platform.url, 'GET', '/api/auth/me', { token })).status).toBe(200);

      const suspended = await send('PUT', `/api/admin/operators/${operator.id}/status`, {
        status: 'suspended',
      });
      expect(suspended.status).toBe(200);
      expect(suspended.body.operator.status).toBe('suspended');
      expect((await call(platform.url, 'GET', '/api/auth/me', { token })).status).toBe(401);
      const refused = await signIn(operator.handle);
      expect({ status: refused.status, error: refused.body.error }).toEqual({
        status: 403,
        error: MESSAGES.accountSuspended,
      });
      expect((await list(`?q=${operator.handle}`))[0]?.status).toBe('suspended');

      await send('PUT', `/api/admin/operators/${operator.id}/status`, { status: 'active' });
      expect((await signIn(operator.handle)).status).toBe(200);
    });

    it('refuses (409) to let an admin suspend themselves', async () => {
      const me = await call<{ user: { id: string } }>(platform.url, 'GET', '/api/auth/me', {
        token: adminToken,
      });
      const response = await send('PUT', `/api/admin/operators/${me.body.user.id}/status`, {
        status: 'suspended',
      });
      expect({ status: response.status, error: response.body.error }).toEqual({
        status: 409,
        error: T.cannotSuspendSelf,
      });
      expect((await call(platform.url, 'GET', '/api/auth/me', { token: adminToken })).status).toBe(
        200,
      );
    });

    it('refuses another status with the message, and unknown ids with 404', async () => {
      const operator = await create();
      const bad = await send('PUT', `/api/admin/operators/${operator.id}/status`, {
        status: 'deleted',
      });
      expect({ status: bad.status, error: bad.body.error }).toEqual({
        status: 400,
        error: T.statusInvalid,
      });
      expect(
        (await send('PUT', `/api/admin/operators/${unknownId}/status`, { status: 'active' }))
          .status,
      ).toBe(404);
    });
  });

  describe('two admins acting on one operator at the same moment', () => {
    it('both changes land: one admin’s suspension and the other’s roles and flags, on every try', async () => {
      const operators = await Promise.all(Array.from({ length: 10 }, () => create()));
      const answers = await Promise.all(
        operators.flatMap((operator) => [
          send('PUT', `/api/admin/operators/${operator.id}/status`, { status: 'suspended' }),
          send(
            'PUT',
            `/api/admin/operators/${operator.id}/role`,
            { role: 'operator,validator' },
            founderToken,
          ),
          send(
            'PUT',
            `/api/admin/operators/${operator.id}/flags`,
            { flags: { is_vetted: true } },
            founderToken,
          ),
        ]),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      for (const operator of operators) {
        const [listed] = await list(`?q=${operator.handle}`);
        expect(listed).toMatchObject({
          status: 'suspended',
          roles: ['operator', 'validator'],
          is_vetted: true,
        });
      }
    });

    it('an operator signing in while an admin suspends them is left with no working session', async () => {
      for (let round = 0; round < 10; round++) {
        const operator = await create();
        const [session, suspended] = await Promise.all([
          signIn(operator.handle),
          send('PUT', `/api/admin/operators/${operator.id}/status`, { status: 'suspended' }),
        ]);
        expect(suspended.status).toBe(200);
        if (session.status === 200) {
          const token = session.body.token ?? '';
          expect((await call(platform.url, 'GET', '/api/auth/me', { token })).status).toBe(401);
        } else {
          expect([session.status, session.body.error]).toEqual([403, MESSAGES.accountSuspended]);
        }
      }
    });
  });

  describe('sign-in after an admin’s change, decided from the operator’s stream', () => {
    // A read model behind the log, as when another admin acted a moment ago.
    const readModel = () => platform.app.get<ReadStore>(READ_STORE);

    it('refuses a suspended operator even while the accounts read model still says active', async () => {
      const operator = await create();
      await send('PUT', `/api/admin/operators/${operator.id}/status`, { status: 'suspended' });
      await readModel()
        .collection<AccountDoc>(ACCOUNTS_COLLECTION)
        .updateOne({ _id: operator.id }, { $set: { status: 'active' } });
      const refused = await signIn(operator.handle);
      expect([refused.status, refused.body.error]).toEqual([403, MESSAGES.accountSuspended]);
    });
  });

  describe('PUT /api/admin/operators/{id}/flags', () => {
    it('sets the flags named and leaves the others', async () => {
      const operator = await create();
      const response = await send('PUT', `/api/admin/operators/${operator.id}/flags`, {
        flags: { is_vetted: true, onboarding_completed: true },
      });
      expect(response.status).toBe(200);
      expect(response.body.operator).toMatchObject({
        is_vetted: true,
        onboarding_completed: true,
        character_report_completed: false,
        compliant: false,
      });
    });

    it('refuses no flag, an unknown flag or a non-boolean, and unknown ids with 404', async () => {
      const operator = await create();
      for (const flags of [{}, { is_admin: true }, { is_vetted: 'maybe' }]) {
        const response = await send('PUT', `/api/admin/operators/${operator.id}/flags`, { flags });
        expect(response.status).toBe(400);
      }
      const empty = await send('PUT', `/api/admin/operators/${operator.id}/flags`, { flags: {} });
      expect(empty.body.error).toBe(T.noFlags);
      expect(
        (
          await send('PUT', `/api/admin/operators/${unknownId}/flags`, {
            flags: { compliant: true },
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('POST /api/admin/operators/bulk-flags', () => {
    it('sets the flags on every operator selected', async () => {
      const [one, two] = [await create(), await create()];
      const response = await send('POST', '/api/admin/operators/bulk-flags', {
        ids: [one.id, two.id],
        flags: { compliant: true },
      });
      expect(response.status).toBe(200);
      for (const id of [one.id, two.id]) {
        const flagged = await send('PUT', `/api/admin/operators/${id}/flags`, {
          flags: { is_vetted: false },
        });
        expect(flagged.body.operator.compliant).toBe(true);
      }
    });

    it('needs a selection ("Select at least one operator")', async () => {
      const response = await send('POST', '/api/admin/operators/bulk-flags', {
        ids: [],
        flags: { compliant: true },
      });
      expect({ status: response.status, error: response.body.error }).toEqual({
        status: 400,
        error: T.selectAtLeastOne,
      });
    });

    it('changes none when one id is unknown', async () => {
      const operator = await create();
      const response = await send('POST', '/api/admin/operators/bulk-flags', {
        ids: [operator.id, unknownId],
        flags: { is_vetted: true },
      });
      expect(response.status).toBe(404);
      const unchanged = await send('PUT', `/api/admin/operators/${operator.id}/flags`, {
        flags: { compliant: false },
      });
      expect(unchanged.body.operator.is_vetted).toBe(false);
    });
  });

  describe('POST /api/admin/operators/{id}/notify', () => {
    it('sends the operator a notification they read', async () => {
      const operator = await create();
      const response = await send('POST', `/api/admin/operators/${operator.id}/notify`, {
        title: 'Welcome aboard',
        message: 'Your first mission is waiting',
      });
      expect(response.status).toBe(200);
      const token = (await signIn(operator.handle)).body.token ?? '';
      const inbox = await call<NotificationsResponse>(
        platform.url,
        'GET',
        `/api/operators/${operator.id}/notifications`,
        { token },
      );
      expect(inbox.body.notifications.map((n) => n.title)).toContain('Welcome aboard');
    });

    it('needs a title and a message, and a known operator', async () => {
      const operator = await create();
      const response = await send('POST', `/api/admin/operators/${operator.id}/notify`, {
        title: ' ',
        message: 'x',
      });
      expect({ status: response.status, error: response.body.error }).toEqual({
        status: 400,
        error: T.titleAndMessageRequired,
      });
      expect(
        (
          await send('POST', `/api/admin/operators/${unknownId}/notify`, {
            title: 'a',
            message: 'b',
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('POST /api/admin/operators/{id}/reset-password', () => {
    it('sets the password and signs the operator out everywhere', async () => {
      const operator = await create();
      const token = (await signIn(operator.handle)).body.token ?? '';
      const response = await send('POST', `/api/admin/operators/${operator.id}/reset-password`, {
        password: 'An0ther#Password!',
      });
      expect(response.status).toBe(200);
      expect((await call(platform.url, 'GET', '/api/auth/me', { token })).status).toBe(401);
      expect((await signIn(operator.handle)).status).toBe(401);
      expect((await signIn(operator.handle, 'An0ther#Password!')).status).toBe(200);
    });

    it('needs a non-empty password and a known operator', async () => {
      const operator = await create();
      const response = await send('POST', `/api/admin/operators/${operator.id}/reset-password`, {
        password: '  ',
      });
      expect({ status: response.status, error: response.body.error }).toEqual({
        status: 400,
        error: T.passwordRequired,
      });
      expect(
        (await send('POST', `/api/admin/operators/${unknownId}/reset-password`, { password: 'x' }))
          .status,
      ).toBe(404);
    });
  });

  describe('a founder’s account, seen by an admin who is not a founder', () => {
    it('refuses (403) to reset a founder’s password or change their email, handle, roles or status', async () => {
      const founder = await createFounder();
      const moved = tag();
      const takeovers = [
        ['POST', `/api/admin/operators/${founder.id}/reset-password`, { password: 'Mine#123456' }],
        ['PUT', `/api/admin/operators/${founder.id}`, { email: `${moved}@taken.example` }],
        ['PUT', `/api/admin/operators/${founder.id}`, { handle: moved }],
        ['PUT', `/api/admin/operators/${founder.id}/role`, { role: 'operator' }],
        ['PUT', `/api/admin/operators/${founder.id}/status`, { status: 'suspended' }],
      ] as const;
      for (const [method, path, body] of takeovers) {
        const refused = await send(method, path, body);
        expect([path, body, refused.status, refused.body.error]).toEqual([
          path,
          body,
          403,
          T.founderOnly,
        ]);
      }
      const [listed] = await list(`?q=${founder.handle}`);
      expect(listed).toMatchObject({
        handle: founder.handle,
        email: founder.email,
        roles: ['founder'],
        status: 'active',
      });
      expect((await signIn(founder.handle)).status).toBe(200);
    });

    it('still lets them edit what is not the founder’s sign-in or powers', async () => {
      const founder = await createFounder();
      const edited = await send('PUT', `/api/admin/operators/${founder.id}`, {
        handle: founder.handle,
        email: founder.email,
        full_name: 'Ada King',
        role: 'founder',
        status: 'active',
      });
      expect([edited.status, edited.body.operator.full_name]).toEqual([200, 'Ada King']);
    });

    it('refuses (403) to make anyone a founder, themselves included', async () => {
      const me = await call<{ user: { id: string } }>(platform.url, 'GET', '/api/auth/me', {
        token: adminToken,
      });
      const refused = await send('PUT', `/api/admin/operators/${me.body.user.id}/role`, {
        role: 'operator,admin,founder',
      });
      expect([refused.status, refused.body.error]).toEqual([403, T.founderGrantOnly]);
    });

    it('leaves a founder free to reset another founder’s password', async () => {
      const founder = await createFounder();
      const reset = await send(
        'POST',
        `/api/admin/operators/${founder.id}/reset-password`,
        { password: 'An0ther#Password!' },
        founderToken,
      );
      expect(reset.status).toBe(200);
      expect((await signIn(founder.handle, 'An0ther#Password!')).status).toBe(200);
    });
  });

  describe('GET /api/admin/operators/export', () => {
    const download = (query = '', token = adminToken) =>
      fetch(`${platform.url}/api/admin/operators/export${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });

    it('downloads every operator as JSON by default', async () => {
      const operator = await create();
      const response = await download();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain('operators.json');
      const operators = (await response.json()) as { handle: string; level: number }[];
      expect(operators.find((o) => o.handle === operator.handle)).toMatchObject({ level: 1 });
      expect(JSON.stringify(operators)).not.toContain('password');
    });

    it('downloads CSV with format=csv, formula cells escaped', async () => {
      const operator = await create({ full_name: '=HYPERLINK("http://evil")' });
      const response = await download('?format=csv');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      const text = await response.text();
      expect(text.split('\r\n')[0]).toContain('id,handle,email,full_name,role,status');
      const row = text.split('\r\n').find((line) => line.includes(operator.handle)) ?? '';
      expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    });

    it('refuses an unknown format, and non-admins', async () => {
      expect((await download('?format=xml')).status).toBe(400);
      expect((await download('', operatorToken)).status).toBe(403);
    });
  });

  describe('POST /api/admin/operators/import', () => {
    it('creates the good rows in one append and reports why each bad row was refused', async () => {
      const taken = await create();
      const good = [newOperator(), newOperator({ role: 'validator' })];
      const duplicate = { ...newOperator(), handle: good[0]?.handle };
      const rows = [
        good[0],
        { handle: 'x', email: 'x@y.z', password: PASSWORD },
        newOperator({ password: 'weak' }),
        good[1],
        { ...newOperator(), handle: taken.handle },
        duplicate,
        'not an object',
      ];
      const response = await send<AdminImportOperatorsResponse>(
        'POST',
        '/api/admin/operators/import',
        rows,
      );
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ created: 2, refused: 5 });
      expect(response.body.rows.map((row) => [row.row, row.outcome, row.reason])).toEqual([
        [1, 'created', null],
        [2, 'refused', SIGN_UP_TEXTS.usernameFormat],
        [3, 'refused', SIGN_UP_TEXTS.passwordNotSecure],
        [4, 'created', null],
        [5, 'refused', T.handleTaken],
        [6, 'refused', T.importDuplicate('handle')],
        [7, 'refused', expect.any(String)],
      ]);
      expect((await list(`?q=${good[1]?.handle}&role=validator`)).length).toBe(1);
      expect((await signIn(good[0]?.handle ?? '')).status).toBe(200);
    });

    it('refuses a body that is not a list of operators', async () => {
      const object = await send('POST', '/api/admin/operators/import', { handle: 'x' });
      expect({ status: object.status, error: object.body.error }).toEqual({
        status: 400,
        error: T.importNotJson,
      });
      const empty = await send('POST', '/api/admin/operators/import', []);
      expect({ status: empty.status, error: empty.body.error }).toEqual({
        status: 400,
        error: T.importEmpty,
      });
    });

    it('refuses a file over the row limit whole, and creates none of it', async () => {
      const rows = Array.from({ length: ADMIN_OPERATORS_IMPORT_MAX + 1 }, () => newOperator());
      const response = await send('POST', '/api/admin/operators/import', rows);
      expect({ status: response.status, error: response.body.error }).toEqual({
        status: 400,
        error: T.importTooLarge(ADMIN_OPERATORS_IMPORT_MAX),
      });
      expect(await list(`?q=${rows[0]?.handle}`)).toEqual([]);
    });
  });
});
