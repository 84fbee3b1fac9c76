import {
  ONBOARDING_BANK_TEXTS,
  type BankTask,
  type BankTaskCommandResponse,
  type BankTasksResponse,
} from '@morphic/contracts';
import { registerAccount } from '../../../../testing/accounts';
import {
  DEMO_PASSWORDS,
  call,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../../../testing/test-app';
import {
  claimAndDecide,
  claimJob,
  completeJob,
  submitWork,
} from '../../../validation/testing/validation-fixtures';
import { OnboardingBankReader } from '../onboarding-bank';

const TASKS = '/api/admin/onboarding/tasks';

const newTask = (skill: string) => ({
  title: `Prove ${skill}`,
  description: `A small ${skill} exercise.`,
  skill_tag: skill,
});

describe('onboarding task bank', () => {
  let platform: TestApp;
  let admin: string;
  let operator: string;

  beforeAll(async () => {
    platform = await startTestApp();
    admin = await platform.login('admin', DEMO_PASSWORDS.admin);
    operator = await platform.login('ada', DEMO_PASSWORDS.operator);
  });
  afterAll(() => platform.close({ removeData: true }));

  const create = async (skill: string): Promise<BankTask> => {
    const response = await call<BankTaskCommandResponse>(platform.url, 'POST', TASKS, {
      token: admin,
      body: newTask(skill),
    });
    expect(response.status).toBe(201);
    return response.body.task;
  };

  const uploadKey = (id: string, token: string, files: Record<string, string>) => {
    const form = new FormData();
    for (const [name, text] of Object.entries(files)) form.append('files', new Blob([text]), name);
    return fetch(`${platform.url}${TASKS}/${id}/answer-key`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  };

  const bankOf = async (skill: string) =>
    (await platform.app.get(OnboardingBankReader, { strict: false }).load()).bank[skill] ?? [];

  it('creates a task with the console defaults, listed at once and handed out while active', async () => {
    const task = await create('Elixir');

    expect(task).toMatchObject({
      title: 'Prove Elixir',
      skill_tag: 'Elixir',
      difficulty: 'startup_founding_engineer',
      version: 1,
      reward_amount: 0,
      validator_kind: 'ai_reference',
      required_skill_vector: { elixir: 1 },
      answer_key_ref: null,
      active: true,
    });
    const list = await call<BankTasksResponse>(platform.url, 'GET', TASKS, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.tasks.map((t) => t.id)).toContain(task.id);
    expect(list.body.tasks.find((t) => t.skill_tag === 'Python')).toBeDefined();
    expect(await bankOf('elixir')).toEqual([task.id]);
  });

  it('refuses a task without a title, a bad difficulty or another validator kind, adding nothing', async () => {
    const before = (await call<BankTasksResponse>(platform.url, 'GET', TASKS, { token: admin }))
      .body;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...newTask('Zig'), title: ' ' }, ONBOARDING_BANK_TEXTS.titleRequired],
      [{ ...newTask('Zig'), difficulty: 'expert' }, ONBOARDING_BANK_TEXTS.difficultyInvalid],
      [{ ...newTask('Zig'), validator_kind: 'peer' }, ONBOARDING_BANK_TEXTS.validatorKindInvalid],
      [{ ...newTask('Zig'), version: 0 }, ONBOARDING_BANK_TEXTS.versionInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await call<{ error: string }>(platform.url, 'POST', TASKS, {
        token: admin,
        body,
      });
      expect({ status: response.status, error: response.body.error }).toEqual({
        status: 400,
        error: message,
      });
    }
    const after = (await call<BankTasksResponse>(platform.url, 'GET', TASKS, { token: admin }))
      .body;
    expect(after.tasks).toHaveLength(before.tasks.length);
  });

  it('saves a task; deactivated, it is no longer handed out; an unknown id is 404', async () => {
    const task = await create('Haskell');

    const saved = await call<BankTaskCommandResponse>(platform.url, 'PUT', `${TASKS}/${task.id}`, {
      token: admin,
      body: {
        ...newTask('Haskell'),
        title: 'Prove Haskell, v2',
        difficulty: 'advanced',
        active: false,
      },
    });

    expect(saved.status).toBe(200);
    expect(saved.body.task).toMatchObject({
      title: 'Prove Haskell, v2',
      difficulty: 'advanced',
      active: false,
    });
    expect(saved.body.task.updated_at).not.toBeNull();
    expect(await bankOf('haskell')).toEqual([]);

    const missing = await call<{ error: string }>(platform.url, 'PUT', `${TASKS}/no-such-task`, {
      token: admin,
      body: newTask('Haskell'),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(ONBOARDING_BANK_TEXTS.notFound);
  });

  it('deletes a task: gone from the list and the bank, and a second delete is 404', async () => {
    const task = await create('OCaml');

    const deleted = await call(platform.url, 'DELETE', `${TASKS}/${task.id}`, { token: admin });

    expect(deleted.status).toBe(200);
    const list = await call<BankTasksResponse>(platform.url, 'GET', TASKS, { token: admin });
    expect(list.body.tasks.map((t) => t.id)).not.toContain(task.id);
    expect(await bankOf('ocaml')).toEqual([]);
    const again = await call<{ error: string }>(platform.url, 'DELETE', `${TASKS}/${task.id}`, {
      token: admin,
    });
    expect(again.status).toBe(404);
  });

  const keyUrl = (taskId: string) => `${platform.url}${TASKS}/${taskId}/answer-key/solution.md`;
  const download = (taskId: string, token?: string) =>
    fetch(keyUrl(taskId), token ? { headers: { authorization: `Bearer ${token}` } } : {});

  /** A task of the bank with `solution.md` as its answer key. */
  const taskWithKey = async (skill: string): Promise<BankTask> => {
    const task = await create(skill);
    const uploaded = await uploadKey(task.id, admin, { 'solution.md': '# The answer' });
    expect(uploaded.status).toBe(200);
    return task;
  };

  /** An undecided onboarding attempt of the operator at the task, submitted for validation. */
  const submittedAttempt = async (operatorOf: SignedInAccount, task: BankTask) =>
    submitWork(platform, operatorOf, {
      source: 'onboarding',
      mission_id: null,
      onboarding_task_id: task.id,
      skill: task.skill_tag,
      title: task.title,
      reward_amount: 0,
    });

  const expectHidden = async (response: Response) => {
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe(
      ONBOARDING_BANK_TEXTS.answerKeyNotFound,
    );
  };

  it('stores an answer key that admins and founders download at any time', async () => {
    const task = await create('Erlang');

    const uploaded = await uploadKey(task.id, admin, { 'solution.md': '# The answer' });
    expect(uploaded.status).toBe(200);
    const body = (await uploaded.json()) as BankTaskCommandResponse;
    expect(body.task.answer_key_ref).toBe('solution.md');
    const [file] = body.task.answer_key_files;
    expect(file).toMatchObject({ original_name: 'solution.md', content_type: 'text/plain' });

    const founder = await platform.login('founder', DEMO_PASSWORDS.founder);
    for (const token of [admin, founder]) {
      const response = await download(task.id, token);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('# The answer');
    }
  });

  it('hides the answer key from operators, company reps and guests', async () => {
    const task = await taskWithKey('Elm');

    await expectHidden(await download(task.id, operator));
    await expectHidden(await download(task.id, await platform.signInDemoCompanyRep()));
    expect((await download(task.id)).status).toBe(401);
    // An operator cannot upload one either.
    expect((await uploadKey(task.id, operator, { 'x.md': 'x' })).status).toBe(403);
  });

  it('lets a validator download the key only while holding a claimed job at that task', async () => {
    const task = await taskWithKey('Fortran');
    const other = await taskWithKey('Cobol');
    const validator = await registerAccount(platform, 'validator');
    const student = await registerAccount(platform);
    // The demo validator holds no job at all.
    await expectHidden(
      await download(task.id, await platform.login('validator', DEMO_PASSWORDS.validator)),
    );

    const elsewhere = await submittedAttempt(student, other);
    expect((await claimJob(platform, validator, elsewhere.entryId)).status).toBe(200);
    await expectHidden(await download(task.id, validator.token));

    const attempt = await submittedAttempt(student, task);
    await expectHidden(await download(task.id, validator.token));
    expect((await claimJob(platform, validator, attempt.entryId)).status).toBe(200);
    const response = await download(task.id, validator.token);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('# The answer');

    const decided = await completeJob(platform, validator, attempt.entryId, {
      decision: 'pass',
      score: 0.9,
      report: 'Matches the answer key.',
    });
    expect(decided.status).toBe(200);
    await expectHidden(await download(task.id, validator.token));
  });

  it('hides the key from a validator with an undecided attempt of their own at that task', async () => {
    const task = await taskWithKey('Prolog');
    const judge = await registerAccount(platform, 'validator');
    const student = await registerAccount(platform);
    const operatorValidator = await registerAccount(platform, 'operator,validator');
    const own = await submittedAttempt(operatorValidator, task);
    const theirs = await submittedAttempt(student, task);
    expect((await claimJob(platform, operatorValidator, theirs.entryId)).status).toBe(200);

    await expectHidden(await download(task.id, operatorValidator.token));

    await claimAndDecide(platform, judge, own.entryId, {
      decision: 'fail',
      score: 0.2,
      report: 'Does not compile.',
    });
    expect((await download(task.id, operatorValidator.token)).status).toBe(200);
  });

  it('refuses an upload without files, and one for an unknown task', async () => {
    const task = await create('Clojure');
    const none = await fetch(`${platform.url}${TASKS}/${task.id}/answer-key`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: new FormData(),
    });
    expect(none.status).toBe(400);
    expect((await uploadKey('no-such-task', admin, { 'a.md': 'a' })).status).toBe(404);
  });

  it('is for admins only', async () => {
    for (const [method, path] of [
      ['GET', TASKS],
      ['POST', TASKS],
      ['PUT', `${TASKS}/x`],
      ['DELETE', `${TASKS}/x`],
    ] as const) {
      const response = await call(platform.url, method, path, {
        token: operator,
        ...(method === 'POST' || method === 'PUT' ? { body: newTask('Nim') } : {}),
      });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
    }
  });
});
