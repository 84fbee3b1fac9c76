import {
  MISSIONS_ENDPOINTS,
  AssignmentCommandResponseSchema,
  AssignmentResponseSchema,
  ConversationHistoryResponseSchema,
  OperatorAssignmentsResponseSchema,
  ValidationStatusResponseSchema,
} from '@morphic/contracts';
import { STREAMS, type DomainEvent, type EventData } from '@morphic/contracts/server';
import type { EventStore } from '@morphic/stores';
import { CommandBus } from '@nestjs/cqrs';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { metadataFor, systemContext } from '#infrastructure/commands/command-context';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { EVENT_STORE } from '#infrastructure/tokens';
import { minimalPdf } from '../../../testing/cv-fixtures';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
  type SignedInAccount,
} from '../../../testing/test-app';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import { TakeMission } from '../marketplace/commands/take-mission.handler';
import { missionDecider } from '../mission/mission.decider';
import { CreateAggregate } from '#infrastructure/commands/create-aggregate.handler';
import { CreateAssignment } from './commands/create-assignment.handler';

interface Upload {
  readonly name: string;
  readonly content: Buffer;
}

const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('assignments and submissions over HTTP', () => {
  let platform: TestApp;
  let ada: SignedInAccount;
  let alan: SignedInAccount;
  let admin: SignedInAccount;
  let validator: SignedInAccount;
  let repToken: string;
  let store: EventStore;

  const settled = (position: Parameters<ReadYourWrites['settled']>[0]) =>
    platform.app.get(ReadYourWrites).settled(position);
  const typesOf = async (streamId: string) =>
    (await store.readStream(streamId)).map((event) => event.type);

  /** Appends events the validation feature would (claim, decision) straight to the stream. */
  const appendToAssignment = async (assignmentId: string, ...events: DomainEvent[]) => {
    const result = await store.append(
      STREAMS.assignment(assignmentId),
      events.map((event) => ({
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: metadataFor(systemContext()),
      })),
      'any',
    );
    await settled(result.position);
  };
  const entryOf = async (assignmentId: string) => (await getOk(assignmentId)).entry_id ?? '';
  const claim = async (assignmentId: string, validatorId = validator.id) =>
    appendToAssignment(assignmentId, {
      type: 'ValidationClaimed',
      data: {
        assignment_id: assignmentId,
        entry_id: await entryOf(assignmentId),
        validator_id: validatorId,
      },
    });
  const decide = async (assignmentId: string, decision: 'pass' | 'fail', score = 0.8765) =>
    appendToAssignment(assignmentId, {
      type: 'Decided',
      data: {
        assignment_id: assignmentId,
        entry_id: await entryOf(assignmentId),
        decision,
        validation_status: decision === 'pass' ? 'approved' : 'rejected',
        score,
        report: decision === 'pass' ? 'Clean and tested.' : 'The tests fail.',
        validator_id: validator.id,
        validator_type: 'peer',
      },
    });

  const taskFor = (
    operatorId: string,
    overrides: Partial<EventData<'TaskTaken'>> = {},
  ): EventData<'TaskTaken'> => ({
    assignment_id: randomUUID(),
    operator_id: operatorId,
    source: 'onboarding',
    mission_id: null,
    onboarding_task_id: randomUUID(),
    skill: 'python',
    title: 'Parse a CSV of sensor readings',
    description: 'Write a parser and its tests.',
    reward_amount: 10,
    reward_asset: 'USD',
    domain_tags: ['python'],
    validator_kind: 'automated',
    deadline_at: null,
    message: null,
    ...overrides,
  });

  /** An onboarding assignment: no mission, no work slot. */
  const onboardingAssignment = async (operatorId = ada.id) => {
    const task = taskFor(operatorId);
    const created = await platform.app
      .get(CommandBus)
      .execute(new CreateAssignment(task, systemContext()));
    await settled(created.position);
    return created.assignmentId;
  };

  /** A marketplace assignment taken the way the marketplace takes one: slot, mission, assignment. */
  const marketplaceAssignment = async (operatorId = ada.id) => {
    const missionId = randomUUID();
    const bus = platform.app.get(CommandBus);
    await bus.execute(
      new CreateAggregate(
        STREAMS.mission(missionId),
        {
          type: 'MissionPosted',
          data: {
            mission_id: missionId,
            title: 'Fix the gearbox firmware',
            description: 'Make the stepper stop overshooting.',
            difficulty: 'intermediate',
            estimated_hours: '4-8 hours',
            domain_tags: ['embedded'],
            required_skill_vector: { c: 0.8 },
            reward_amount: 120,
            reward_asset: 'USD',
            deadline_at: null,
            owner_operator_id: null,
            company_id: null,
          },
        },
        'Mission already exists',
        systemContext(),
      ),
    );
    const taken = await bus.execute(new TakeMission(missionId, operatorId, null, systemContext()));
    await settled(taken.position);
    return { assignmentId: taken.assignmentId, missionId };
  };

  const get = async (id: string, token: string) => {
    const response = await call(platform.url, 'GET', `/api/assignments/${id}`, { token });
    return {
      status: response.status,
      body: response.status === 200 ? AssignmentResponseSchema.parse(response.body) : null,
      error: response.body,
    } as const;
  };
  const getOk = async (id: string, token = ada.token) => {
    const response = await get(id, token);
    if (!response.body) throw new Error(`GET ${id} answered ${response.status}`);
    return response.body.assignment;
  };
  const upload = async (
    id: string,
    files: readonly Upload[],
    options: {
      token?: string;
      path?: string;
      field?: string;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const form = new FormData();
    for (const file of files) {
      form.append(options.field ?? 'files', new Blob([new Uint8Array(file.content)]), file.name);
    }
    const token = options.token === undefined ? ada.token : options.token;
    const response = await fetch(
      `${platform.url}${options.path ?? `/api/assignments/${id}/upload`}`,
      {
        method: 'POST',
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
        body: form,
      },
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const command = (id: string, action: string, token = ada.token, body?: unknown) =>
    call(platform.url, 'POST', `/api/assignments/${id}/${action}`, {
      token,
      ...(body !== undefined ? { body } : {}),
    });
  const text = (value: string): Upload => ({ name: `${value}.txt`, content: Buffer.from(value) });

  beforeAll(async () => {
    platform = await startTestApp();
    store = platform.app.get<EventStore>(EVENT_STORE);
    ada = await platform.signIn('ada', DEMO_PASSWORDS.operator);
    alan = await platform.signIn('alan', DEMO_PASSWORDS.operator);
    admin = await platform.signIn('admin', DEMO_PASSWORDS.admin);
    validator = await platform.signIn('validator', DEMO_PASSWORDS.validator);
    repToken = await platform.signInDemoCompanyRep();
  });
  afterAll(() => platform.close({ removeData: true }));

  describe('CreateAssignment (the command the marketplace and onboarding send)', () => {
    it('creates an accepted assignment the operator can read at once', async () => {
      const task = taskFor(ada.id);
      const created = await platform.app
        .get(CommandBus)
        .execute(new CreateAssignment(task, systemContext()));
      await settled(created.position);

      expect(created.assignmentId).toBe(task.assignment_id);
      expect(await getOk(created.assignmentId)).toMatchObject({
        id: task.assignment_id,
        state: 'accepted',
        source: 'onboarding',
        is_onboarding: true,
        onboarding_task_id: task.onboarding_task_id,
        mission: {
          title: 'Parse a CSV of sensor readings',
          status: 'assigned',
          onboarding_skill: 'python',
          reward_amount: 10,
        },
        operator: { id: ada.id, handle: 'ada' },
        submission_files: [],
        validation_status: null,
        validator_type: 'automated',
      });
    });

    it('refuses a second assignment with the same id, and changes nothing', async () => {
      const task = taskFor(ada.id);
      const bus = platform.app.get(CommandBus);
      await bus.execute(new CreateAssignment(task, systemContext()));
      await expect(
        bus.execute(new CreateAssignment({ ...task, title: 'Other' }, systemContext())),
      ).rejects.toThrow('Assignment already exists');
      expect(await typesOf(STREAMS.assignment(task.assignment_id))).toEqual(['TaskTaken']);
    });
  });

  describe('GET /api/assignments/{id} and GET /api/operators/{id}/assignments', () => {
    it('shows an assignment to its operator and to admins, and to nobody else', async () => {
      const id = await onboardingAssignment();
      expect((await get(id, ada.token)).status).toBe(200);
      expect((await get(id, admin.token)).status).toBe(200);
      for (const token of [alan.token, validator.token, repToken]) {
        const response = await get(id, token);
        expect(response.status).toBe(404);
        expect(response.error).toMatchObject({ success: false, error: 'Assignment not found' });
      }
      expect((await call(platform.url, 'GET', `/api/assignments/${id}`)).status).toBe(401);
      expect((await get(randomUUID(), ada.token)).error).toMatchObject({
        status: 404,
        error: 'Assignment not found',
      });
    });

    it("lists an operator's assignments, newest first, to them and to admins only", async () => {
      const first = await onboardingAssignment(alan.id);
      const second = await onboardingAssignment(alan.id);
      const own = await call(platform.url, 'GET', `/api/operators/${alan.id}/assignments`, {
        token: alan.token,
      });
      expect(own.status).toBe(200);
      const ids = OperatorAssignmentsResponseSchema.parse(own.body).assignments.map((a) => a.id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      expect(ids).toContain(first);

      const byAdmin = await call(platform.url, 'GET', `/api/operators/${alan.id}/assignments`, {
        token: admin.token,
      });
      expect(byAdmin.status).toBe(200);
      const byOther = await call(platform.url, 'GET', `/api/operators/${alan.id}/assignments`, {
        token: ada.token,
      });
      expect(byOther.status).toBe(403);
    });
  });

  describe('uploads', () => {
    it('stores several files under content names, keeps the original names, answers files and message', async () => {
      const id = await onboardingAssignment();
      const files = [text('solution'), { name: 'report.pdf', content: minimalPdf() }];

      const response = await upload(id, files);

      expect(response.status).toBe(200);
      const body = MISSIONS_ENDPOINTS.upload.response.parse(response.body);
      expect(body.message).toBe('2 files uploaded');
      expect(body.position).not.toBeNull();
      expect(
        body.files.map((f) => [f.original_name, f.saved_name, f.size, f.content_type]),
      ).toEqual([
        ['solution.txt', sha(Buffer.from('solution')), 8, 'text/plain'],
        ['report.pdf', sha(minimalPdf()), minimalPdf().length, 'application/pdf'],
      ]);
      for (const file of body.files) {
        expect(
          existsSync(join(platform.config.filesDir, file.saved_name.slice(0, 2), file.saved_name)),
        ).toBe(true);
      }
      expect(body.assignment.submission_files).toHaveLength(2);
      expect(await typesOf(STREAMS.assignment(id))).toEqual([
        'TaskTaken',
        'FileUploaded',
        'FileUploaded',
      ]);
    });

    it('answers the same under the marketplace path', async () => {
      const id = await onboardingAssignment();
      const response = await upload(id, [text('market')], {
        path: `/api/marketplace/assignments/${id}/upload`,
      });
      expect(response.status).toBe(200);
      expect(MISSIONS_ENDPOINTS.upload.response.parse(response.body)).toMatchObject({
        success: true,
        message: '1 file uploaded',
        files: [{ original_name: 'market.txt' }],
      });
    });

    it('refuses a request without files, with 400 and nothing appended', async () => {
      const id = await onboardingAssignment();
      const response = await upload(id, []);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'Please choose at least one file to upload' });
      expect(await typesOf(STREAMS.assignment(id))).toEqual(['TaskTaken']);
    });

    it('refuses a file over 25 MB', async () => {
      const id = await onboardingAssignment();
      const big = { name: 'big.bin', content: Buffer.alloc(25 * 1024 * 1024 + 1, 7) };
      const response = await upload(id, [big]);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'Each file must be at most 25 MB' });
      expect(await typesOf(STREAMS.assignment(id))).toEqual(['TaskTaken']);
    });

    it('holds at most 10 files per assignment, across uploads and within one', async () => {
      const id = await onboardingAssignment();
      const nine = Array.from({ length: 9 }, (_, i) => text(`part-${i}`));
      expect((await upload(id, nine)).status).toBe(200);

      const eleventh = await upload(id, [text('ten'), text('eleven')]);
      expect(eleventh.status).toBe(400);
      expect(eleventh.body).toMatchObject({ error: 'An assignment holds at most 10 files' });
      expect((await upload(id, [text('ten')])).status).toBe(200);

      const other = await onboardingAssignment();
      const tooMany = Array.from({ length: 11 }, (_, i) => text(`many-${i}`));
      const atOnce = await upload(other, tooMany);
      expect(atOnce.status).toBe(400);
      expect(atOnce.body).toMatchObject({ error: 'An assignment holds at most 10 files' });
    });

    it("writes nothing for someone else's assignment: 404, and no file on disk", async () => {
      const id = await onboardingAssignment();
      const secret = { name: 'x.txt', content: Buffer.from(`not yours ${randomUUID()}`) };
      const response = await upload(id, [secret], { token: alan.token });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'Assignment not found' });
      const hash = sha(secret.content);
      expect(existsSync(join(platform.config.filesDir, hash.slice(0, 2), hash))).toBe(false);
    });

    it('is for operators: 401 without a token, 403 for a validator-only or company account', async () => {
      const id = await onboardingAssignment();
      expect((await upload(id, [text('a')], { token: '' })).status).toBe(401);
      expect((await upload(id, [text('a')], { token: validator.token })).status).toBe(403);
      expect((await upload(id, [text('a')], { token: repToken })).status).toBe(403);
    });

    it('runs once per Idempotency-Key', async () => {
      const id = await onboardingAssignment();
      const key = randomUUID();
      const first = await upload(id, [text('once')], { headers: { 'Idempotency-Key': key } });
      const again = await upload(id, [text('once-more')], { headers: { 'Idempotency-Key': key } });
      expect(again.body).toEqual(first.body);
      expect(await typesOf(STREAMS.assignment(id))).toEqual(['TaskTaken', 'FileUploaded']);
    });
  });

  describe('file downloads', () => {
    const download = (id: string, name: string, token?: string) =>
      fetch(`${platform.url}/api/assignments/${id}/files/${encodeURIComponent(name)}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it('serves the file under its original name to the operator, the claiming validator and admins', async () => {
      const id = await onboardingAssignment();
      const content = Buffer.from(`print("hello ${randomUUID()}")\n`);
      await upload(id, [{ name: 'main.py', content }]);

      const own = await download(id, 'main.py', ada.token);
      expect(own.status).toBe(200);
      expect(Buffer.from(await own.arrayBuffer())).toEqual(content);
      expect(own.headers.get('content-disposition')).toContain('main.py');
      expect(own.headers.get('content-type')).toContain('text/plain');
      expect((await download(id, sha(content), admin.token)).status).toBe(200);

      // A validator sees it once they claimed the submission, not before.
      expect((await download(id, 'main.py', validator.token)).status).toBe(404);
      expect((await command(id, 'submit', ada.token, {})).status).toBe(200);
      await claim(id);
      expect((await download(id, 'main.py', validator.token)).status).toBe(200);

      expect((await download(id, 'main.py', alan.token)).status).toBe(404);
      expect((await download(id, 'main.py')).status).toBe(401);
      const unknown = await download(id, 'other.py', ada.token);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: 'File not found' });
    });
  });

  describe('DELETE /api/assignments/{id}/files/{fileName}', () => {
    const remove = (id: string, name: string, token = ada.token) =>
      call(platform.url, 'DELETE', `/api/assignments/${id}/files/${encodeURIComponent(name)}`, {
        token,
      });

    it('removes a file by its original or saved name', async () => {
      const id = await onboardingAssignment();
      await upload(id, [text('keep'), text('drop'), text('also-drop')]);

      const byName = await remove(id, 'drop.txt');
      expect(byName.status).toBe(200);
      expect(AssignmentCommandResponseSchema.parse(byName.body).message).toBe('File removed');
      const bySaved = await remove(id, sha(Buffer.from('also-drop')));
      expect(bySaved.status).toBe(200);
      expect((await getOk(id)).submission_files.map((f) => f.original_name)).toEqual(['keep.txt']);
    });

    it('answers 404 for an unknown file or someone else, and 409 once validated', async () => {
      const id = await onboardingAssignment();
      await upload(id, [text('one'), text('two')]);
      expect((await remove(id, 'nope.txt')).body).toMatchObject({
        status: 404,
        error: 'File not found',
      });
      expect((await remove(id, 'one.txt', alan.token)).status).toBe(404);
      await command(id, 'submit', ada.token, {});
      await decide(id, 'pass');
      const refused = await remove(id, 'one.txt');
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        error: 'Files can no longer be removed once the assignment is validated',
      });
      expect((await getOk(id)).submission_files).toHaveLength(2);
    });
  });

  describe('submit', () => {
    it('needs at least one file', async () => {
      const id = await onboardingAssignment();
      const response = await command(id, 'submit', ada.token, { submission_notes: 'done' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'Please upload at least one file before submitting',
      });
      expect(await typesOf(STREAMS.assignment(id))).toEqual(['TaskTaken']);
    });

    it('appends Submitted and ValidationQueued together, with the task validator kind', async () => {
      const id = await onboardingAssignment();
      await upload(id, [text('answer')]);

      const response = await command(id, 'submit', ada.token, {
        submission_notes: '  See README ',
      });

      expect(response.status).toBe(200);
      const body = AssignmentCommandResponseSchema.parse(response.body);
      expect(body.assignment).toMatchObject({
        state: 'submitted',
        validation_status: 'pending',
        submission_notes: 'See README',
        validator_type: 'automated',
        mission: { status: 'submitted' },
      });
      expect(body.assignment.submitted_at).not.toBeNull();
      const events = await store.readStream(STREAMS.assignment(id));
      const [submitted, queued] = events.slice(-2);
      expect([submitted?.type, queued?.type]).toEqual(['Submitted', 'ValidationQueued']);
      expect(queued?.data).toMatchObject({ validator_kind: 'automated' });
      // One append: nothing else in the log between the two.
      expect(queued?.position.commit).toBe((submitted?.position.commit ?? -2n) + 1n);
    });

    it('of two parallel submits exactly one wins', async () => {
      const id = await onboardingAssignment();
      await upload(id, [text('race')]);

      const answers = await Promise.all([
        command(id, 'submit', ada.token, {}),
        command(id, 'submit', ada.token, {}),
      ]);

      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body).toMatchObject({
        error: 'This assignment has already been submitted',
      });
      const types = await typesOf(STREAMS.assignment(id));
      expect(types.filter((type) => type === 'Submitted')).toHaveLength(1);
      expect(types.filter((type) => type === 'ValidationQueued')).toHaveLength(1);
    });

    it('frees the work slot of a marketplace assignment, under the marketplace path too', async () => {
      const { assignmentId } = await marketplaceAssignment();
      await upload(assignmentId, [text('firmware')]);

      const response = await call(
        platform.url,
        'POST',
        `/api/marketplace/assignments/${assignmentId}/submit`,
        { token: ada.token, body: { submission_notes: 'flashed and tested' } },
      );

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        message: 'Submission received. It is queued for validation.',
        assignment: { state: 'submitted', validator_type: 'peer' },
      });
      expect((await typesOf(STREAMS.workSlot(ada.id))).at(-1)).toBe('WorkSlotFreed');
    });

    it('refuses notes over 10000 characters', async () => {
      const id = await onboardingAssignment();
      await upload(id, [text('long')]);
      const response = await command(id, 'submit', ada.token, {
        submission_notes: 'x'.repeat(10_001),
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'Submission notes must be at most 10000 characters',
      });
    });
  });

  describe('unsubmit', () => {
    it('returns a pending or validating submission to accepted and takes the work slot back', async () => {
      const { assignmentId } = await marketplaceAssignment();
      await upload(assignmentId, [text('v1')]);
      await command(assignmentId, 'submit', ada.token, {});
      await claim(assignmentId);

      const response = await command(assignmentId, 'unsubmit');

      expect(response.status).toBe(200);
      expect(AssignmentCommandResponseSchema.parse(response.body).assignment).toMatchObject({
        state: 'accepted',
        validation_status: null,
        entry_id: null,
        submission_files: [{ original_name: 'v1.txt' }],
      });
      expect((await typesOf(STREAMS.workSlot(ada.id))).at(-1)).toBe('WorkSlotTaken');
      // Leave the slot free for the next test.
      await command(assignmentId, 'submit', ada.token, {});
    });

    it('refuses when another assignment holds the work slot, and changes nothing', async () => {
      const first = await marketplaceAssignment();
      await upload(first.assignmentId, [text('first')]);
      await command(first.assignmentId, 'submit', ada.token, {});
      const second = await marketplaceAssignment();
      const slotBefore = await typesOf(STREAMS.workSlot(ada.id));

      const response = await command(first.assignmentId, 'unsubmit');

      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        error: 'You already have a task in progress. Submit it before taking another.',
      });
      expect((await getOk(first.assignmentId)).state).toBe('submitted');
      expect(await typesOf(STREAMS.workSlot(ada.id))).toEqual(slotBefore);
      await command(second.assignmentId, 'release');
    });

    it('refuses once decided, and for an open assignment', async () => {
      const id = await onboardingAssignment();
      await upload(id, [text('x')]);
      const open = await command(id, 'unsubmit');
      expect(open.status).toBe(409);
      expect(open.body).toMatchObject({
        error: 'Only a submission waiting for validation can be unsubmitted',
      });
      await command(id, 'submit', ada.token, {});
      await decide(id, 'pass');
      expect((await command(id, 'unsubmit')).status).toBe(409);
    });
  });

  describe('release', () => {
    it('closes a marketplace assignment, frees the slot and reopens the mission', async () => {
      const { assignmentId, missionId } = await marketplaceAssignment();

      const response = await command(assignmentId, 'release');

      expect(response.status).toBe(200);
      expect(AssignmentCommandResponseSchema.parse(response.body).assignment).toMatchObject({
        state: 'released',
        mission: { status: 'open' },
      });
      expect((await typesOf(STREAMS.workSlot(ada.id))).at(-1)).toBe('WorkSlotFreed');
      expect((await typesOf(STREAMS.mission(missionId))).at(-1)).toBe('MissionReopened');
    });

    it('refuses onboarding assignments and submitted ones', async () => {
      const id = await onboardingAssignment();
      const onboarding = await command(id, 'release');
      expect(onboarding.status).toBe(409);
      expect(onboarding.body).toMatchObject({ error: 'Onboarding assignments cannot be released' });

      const { assignmentId } = await marketplaceAssignment();
      await upload(assignmentId, [text('y')]);
      await command(assignmentId, 'submit', ada.token, {});
      const submitted = await command(assignmentId, 'release');
      expect(submitted.status).toBe(409);
      expect(submitted.body).toMatchObject({
        error: 'Only an open or failed assignment can be released',
      });
      expect((await command(assignmentId, 'release', alan.token)).status).toBe(404);
    });
  });

  describe('retry', () => {
    it('takes a failed assignment back to accepted and its slot back, while the mission still holds it', async () => {
      const { assignmentId } = await marketplaceAssignment();
      await upload(assignmentId, [text('attempt')]);
      await command(assignmentId, 'submit', ada.token, {});
      await decide(assignmentId, 'fail', 0.3);
      expect(await getOk(assignmentId)).toMatchObject({
        state: 'failed',
        validation_status: 'rejected',
        quality_score: 0.3,
        validation_feedback: 'The tests fail.',
        mission_open_again: false,
      });

      const response = await command(assignmentId, 'retry');

      expect(response.status).toBe(200);
      expect(AssignmentCommandResponseSchema.parse(response.body).assignment).toMatchObject({
        state: 'accepted',
        validation_status: null,
      });
      expect((await typesOf(STREAMS.workSlot(ada.id))).at(-1)).toBe('WorkSlotTaken');
      await command(assignmentId, 'release');
    });

    it('refuses when the mission is open again: re-apply from the marketplace', async () => {
      const { assignmentId, missionId } = await marketplaceAssignment();
      await upload(assignmentId, [text('attempt')]);
      await command(assignmentId, 'submit', ada.token, {});
      await decide(assignmentId, 'fail');
      await platform.app
        .get(AggregateRepository)
        .execute(
          STREAMS.mission(missionId),
          missionDecider,
          { kind: 'Reopen', missionId, assignmentId, reason: 'failed' },
          systemContext(),
        );

      const response = await command(assignmentId, 'retry');

      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        error:
          'This mission is open again in the marketplace. Please re-apply from the Marketplace.',
      });
      expect(await getOk(assignmentId)).toMatchObject({
        state: 'failed',
        mission_open_again: true,
      });
      expect((await typesOf(STREAMS.workSlot(ada.id))).at(-1)).toBe('WorkSlotFreed');
    });

    it('refuses an assignment that has not failed', async () => {
      const id = await onboardingAssignment();
      const response = await command(id, 'retry');
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: 'Only a failed assignment can be retried' });
    });
  });

  describe('questions, conversation history and validation status', () => {
    it('records questions and lists them in the conversation history', async () => {
      const id = await onboardingAssignment();
      const asked = await command(id, 'ask-question', ada.token, {
        question: '  Which delimiter? ',
      });
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({
        message: 'Question sent to the company',
        questions: [{ question: 'Which delimiter?' }],
      });

      const history = await call(
        platform.url,
        'GET',
        `/api/assignments/${id}/conversation-history`,
        {
          token: ada.token,
        },
      );
      const body = ConversationHistoryResponseSchema.parse(history.body);
      expect(body).toMatchObject({
        has_jira: false,
        jira_key: null,
        questions: [{ question: 'Which delimiter?' }],
      });
      expect(body.description_last_updated).toBe((await getOk(id)).created_at);
      const other = await call(platform.url, 'GET', `/api/assignments/${id}/conversation-history`, {
        token: alan.token,
      });
      expect(other.status).toBe(404);
    });

    it.each([
      ['blank', { question: '   ' }, 'Please enter a question'],
      ['missing', {}, 'Please enter a question'],
      [
        '2001 characters',
        { question: 'x'.repeat(2001) },
        'Question must be at most 2000 characters',
      ],
    ])('refuses a %s question with 400', async (_label, body, message) => {
      const id = await onboardingAssignment();
      const response = await command(id, 'ask-question', ada.token, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: message });
      expect(await typesOf(STREAMS.assignment(id))).toEqual(['TaskTaken']);
    });

    it('answers the validation status fields through the decision', async () => {
      const id = await onboardingAssignment();
      const status = async () =>
        ValidationStatusResponseSchema.parse(
          (
            await call(platform.url, 'GET', `/api/assignments/${id}/validation-status`, {
              token: ada.token,
            })
          ).body,
        );
      expect(await status()).toMatchObject({
        validation_status: null,
        validation_score: null,
        validator_type: 'automated',
      });
      await upload(id, [text('graded')]);
      await command(id, 'submit', ada.token, {});
      expect((await status()).validation_status).toBe('pending');
      await claim(id);
      expect((await status()).validation_status).toBe('validating');
      await decide(id, 'pass', 0.8765);
      const decided = await status();
      expect(decided).toMatchObject({
        validation_status: 'approved',
        validation_score: 0.8765,
        validation_feedback: 'Clean and tested.',
        validator_type: 'peer',
      });
      expect(decided.validated_at).not.toBeNull();
    });
  });

  describe('live updates', () => {
    it("pushes the changed assignment to its operator's socket", async () => {
      const id = await onboardingAssignment();
      const socket = await platform.socket(ada.token);
      const other = await platform.socket(alan.token);
      const seenByAlan: string[] = [];
      other.on('assignment.updated', (envelope) => seenByAlan.push(envelope.data.id));

      const pushed = nextMessage(
        socket,
        'assignment.updated',
        (envelope) => envelope.data.id === id && envelope.data.submission_files.length === 1,
      );
      const response = await upload(id, [text('live')]);
      const envelope = await pushed;

      expect(envelope.data).toMatchObject({
        id,
        state: 'accepted',
        submission_files: [{ original_name: 'live.txt' }],
      });
      expect(envelope.position).toBe(response.body['position']);

      const submitted = nextMessage(
        socket,
        'assignment.updated',
        (e) => e.data.id === id && e.data.validation_status === 'pending',
      );
      await command(id, 'submit', ada.token, {});
      expect((await submitted).data.state).toBe('submitted');
      // Pushes leave in log order: once Alan's own arrives, Ada's would have come before it.
      const alansOwn = nextMessage(other, 'assignment.updated');
      const alansId = await onboardingAssignment(alan.id);
      expect((await alansOwn).data.id).toBe(alansId);
      expect(seenByAlan).toEqual([alansId]);
    });
  });
});
