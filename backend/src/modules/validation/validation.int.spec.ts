import { VALIDATION_TEXTS, type NotificationsResponse, type SessionUser } from '@morphic/contracts';
import {
  DEMO_PASSWORDS,
  call,
  nextMessage,
  startTestApp,
  type TestApp,
} from '../../testing/test-app';
import {
  claimJob,
  completeJob,
  myJobs,
  openJobs,
  registerValidators,
  signIn,
  submitWork,
  type Caller,
} from './testing/validation-fixtures';

describe('validation jobs: lists, claims and access', () => {
  let platform: TestApp;
  let validator: Caller;
  let founder: Caller;
  let ada: Caller;
  let alan: Caller;

  beforeAll(async () => {
    platform = await startTestApp();
    validator = await signIn(platform, 'validator', DEMO_PASSWORDS.validator);
    founder = await signIn(platform, 'founder', DEMO_PASSWORDS.founder);
    ada = await signIn(platform, 'ada', DEMO_PASSWORDS.operator);
    alan = await signIn(platform, 'alan', DEMO_PASSWORDS.operator);
  });
  afterAll(() => platform.close({ removeData: true }));

  it('lists submitted work as open jobs, oldest first, never the caller’s own', async () => {
    const first = await submitWork(platform, ada);
    const second = await submitWork(platform, founder);

    const forValidator = await openJobs(platform, validator, 100);
    expect(forValidator.status).toBe(200);
    const entries = forValidator.body.jobs.map((job) => job.validation_entry_id);
    expect(entries.indexOf(first.entryId)).toBeGreaterThanOrEqual(0);
    expect(entries.indexOf(second.entryId)).toBeGreaterThan(entries.indexOf(first.entryId));
    expect(forValidator.body.jobs.find((job) => job.validation_entry_id === first.entryId)).toEqual(
      {
        validation_entry_id: first.entryId,
        assignment_id: first.assignmentId,
        is_onboarding: false,
        mission: {
          title: first.title,
          description: 'Find the robots whose battery drains faster than the fleet.',
          domain_tags: ['data_science'],
        },
        operator: { id: ada.id, handle: 'ada' },
        status: 'open',
        submitted_at: expect.any(String),
        submission_files: [expect.objectContaining({ original_name: 'report.py', size: 19 })],
        submission_notes: 'The notebook is in report.py.',
        claimed_by: null,
        claimed_at: null,
        decision: null,
        validation_status: null,
        validation_score: null,
        validation_feedback: null,
        validator_type: null,
        validated_at: null,
        updated_at: expect.any(String),
      },
    );

    const forFounder = await openJobs(platform, founder, 100);
    const founderSees = forFounder.body.jobs.map((job) => job.validation_entry_id);
    expect(founderSees).toContain(first.entryId);
    expect(founderSees).not.toContain(second.entryId);
  });

  it('answers at most `limit` jobs, 20 by default, and refuses a bad limit', async () => {
    await submitWork(platform, alan);
    expect((await openJobs(platform, validator, 1)).body.jobs).toHaveLength(1);
    const defaulted = await call<{ jobs: unknown[] }>(platform.url, 'GET', '/api/validation/open', {
      token: validator.token,
    });
    expect(defaulted.status).toBe(200);
    expect(defaulted.body.jobs.length).toBeLessThanOrEqual(20);
    const bad = await call(platform.url, 'GET', '/api/validation/open?limit=0', {
      token: validator.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body['error']).toBe(VALIDATION_TEXTS.limitInvalid);
  });

  it('refuses operators (403) and callers without a token (401) on every validation endpoint', async () => {
    const { entryId } = await submitWork(platform, alan);
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/api/validation/open'],
      ['GET', '/api/validation/my'],
      ['POST', `/api/validation/jobs/${entryId}/claim`],
      [
        'POST',
        `/api/validation/jobs/${entryId}/operator-complete`,
        { decision: 'pass', report: 'ok' },
      ],
    ];
    for (const [method, path, body] of endpoints) {
      const asOperator = await call(platform.url, method, path, { token: ada.token, body });
      const anonymous = await call(platform.url, method, path, { body });
      expect([path, asOperator.status, anonymous.status]).toEqual([path, 403, 401]);
    }
    const job = (await openJobs(platform, validator, 100)).body.jobs.find(
      (candidate) => candidate.validation_entry_id === entryId,
    );
    expect(job?.status).toBe('open');
  });

  // Ten accounts are registered first (argon2 hashing): slow on a loaded machine.
  it('gives a job to exactly one of ten validators racing for it; the others get 409', async () => {
    const racers = await registerValidators(platform, 10);
    const { entryId } = await submitWork(platform, alan);
    const watcher = await platform.socket(validator.token);
    const closedOnBoard = nextMessage(
      watcher,
      'validation.job.closed',
      (envelope) => envelope.data.validation_entry_id === entryId,
    );

    const answers = await Promise.all(racers.map((racer) => claimJob(platform, racer, entryId)));

    const winners = answers.filter((answer) => answer.status === 200);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(winners).toHaveLength(1);
    expect(losers.map((answer) => [answer.status, answer.body.error])).toEqual(
      Array.from({ length: 9 }, () => [409, VALIDATION_TEXTS.alreadyClaimed]),
    );
    const winner = racers[answers.findIndex((answer) => answer.status === 200)];
    expect(winners[0]?.body.job).toMatchObject({
      validation_entry_id: entryId,
      status: 'claimed',
      claimed_by: winner?.id,
    });
    expect((await closedOnBoard).data).toEqual({ validation_entry_id: entryId, reason: 'claimed' });

    const open = await openJobs(platform, validator, 100);
    expect(open.body.jobs.map((job) => job.validation_entry_id)).not.toContain(entryId);
    const mine = await myJobs(platform, winner as Caller);
    expect(mine.body.jobs.map((job) => [job.validation_entry_id, job.status])).toEqual([
      [entryId, 'claimed'],
    ]);
    for (const racer of racers.filter((candidate) => candidate !== winner)) {
      expect((await myJobs(platform, racer)).body.jobs).toEqual([]);
    }
  }, 90_000);

  it('lets nobody claim their own work (403), and answers 404 for an unknown job', async () => {
    const own = await submitWork(platform, founder);
    const refused = await claimJob(platform, founder, own.entryId);
    expect([refused.status, refused.body.error]).toEqual([403, VALIDATION_TEXTS.ownWork]);
    const unknown = await claimJob(platform, validator, 'no-such-entry');
    expect([unknown.status, unknown.body.error]).toEqual([404, VALIDATION_TEXTS.jobNotFound]);
  });

  it('refuses a job the operator withdrew, and drops it from the board', async () => {
    const { assignmentId, entryId } = await submitWork(platform, alan);
    const watcher = await platform.socket(validator.token);
    const withdrawn = nextMessage(
      watcher,
      'validation.job.closed',
      (envelope) => envelope.data.validation_entry_id === entryId,
    );
    const unsubmitted = await call(
      platform.url,
      'POST',
      `/api/assignments/${assignmentId}/unsubmit`,
      {
        token: alan.token,
      },
    );
    expect(unsubmitted.status).toBe(200);
    expect((await withdrawn).data.reason).toBe('withdrawn');

    const refused = await claimJob(platform, validator, entryId);
    expect([refused.status, refused.body.error]).toEqual([409, VALIDATION_TEXTS.noLongerOpen]);
  });

  it('lets the claimer, and no other validator, download the submitted files', async () => {
    const { assignmentId, entryId } = await submitWork(platform, alan);
    const claimed = await claimJob(platform, validator, entryId);
    const file = claimed.body.job.submission_files[0];
    const download = (caller: Caller) =>
      fetch(
        `${platform.url}/api/assignments/${assignmentId}/files/${encodeURIComponent(file?.saved_name ?? '')}`,
        { headers: { authorization: `Bearer ${caller.token}` } },
      );

    const byClaimer = await download(validator);
    expect(byClaimer.status).toBe(200);
    expect(await byClaimer.text()).toBe('print("anomalies")\n');
    const [other] = await registerValidators(platform, 1);
    expect((await download(other as Caller)).status).toBe(404);
  });

  it('returns the first answer to a claim retried with the same Idempotency-Key', async () => {
    const { entryId } = await submitWork(platform, alan);
    const send = () =>
      call<{ job: { status: string } }>(
        platform.url,
        'POST',
        `/api/validation/jobs/${entryId}/claim`,
        { token: validator.token, headers: { 'idempotency-key': `claim-${entryId}` } },
      );
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('announces a new job on every validator’s socket, not on an operator’s', async () => {
    const validatorSocket = await platform.socket(validator.token);
    const founderSocket = await platform.socket(founder.token);
    const operatorSocket = await platform.socket(ada.token);
    let operatorHeard = false;
    operatorSocket.on('validation.job.opened', () => (operatorHeard = true));
    const seenBy = (socket: typeof validatorSocket) =>
      nextMessage(
        socket,
        'validation.job.opened',
        (envelope) => envelope.data.operator.id === alan.id,
      );

    const heardByValidator = seenBy(validatorSocket);
    const heardByFounder = seenBy(founderSocket);
    const { entryId } = await submitWork(platform, alan);

    for (const envelope of [await heardByValidator, await heardByFounder]) {
      expect(envelope.data).toMatchObject({ validation_entry_id: entryId, status: 'open' });
      expect(envelope.position).toEqual(expect.any(String));
    }
    // The operator's socket would have had it in the same emit.
    expect(operatorHeard).toBe(false);

    const updated = nextMessage(
      founderSocket,
      'validation.job.updated',
      (envelope) => envelope.data.validation_entry_id === entryId,
    );
    expect((await claimJob(platform, founder, entryId)).status).toBe(200);
    expect((await updated).data).toMatchObject({ status: 'claimed', claimed_by: founder.id });
  });
});

describe('validation decisions', () => {
  let platform: TestApp;
  let validator: Caller;
  let founder: Caller;
  let ada: Caller & { credits: number };

  beforeAll(async () => {
    platform = await startTestApp();
    validator = await signIn(platform, 'validator', DEMO_PASSWORDS.validator);
    founder = await signIn(platform, 'founder', DEMO_PASSWORDS.founder);
    ada = await signIn(platform, 'ada', DEMO_PASSWORDS.operator);
  });
  afterAll(() => platform.close({ removeData: true }));

  const creditsOf = async (caller: Caller) =>
    (
      await call<{ user: SessionUser }>(platform.url, 'GET', '/api/auth/me', {
        token: caller.token,
      })
    ).body.user.credits;
  const validationNotifications = async (caller: Caller) =>
    (
      await call<NotificationsResponse>(
        platform.url,
        'GET',
        `/api/operators/${caller.id}/notifications`,
        { token: caller.token },
      )
    ).body.notifications.filter((notification) => notification.type === 'validation');
  const assignmentOf = (assignmentId: string) =>
    call<{ assignment: Record<string, unknown> }>(
      platform.url,
      'GET',
      `/api/assignments/${assignmentId}`,
      { token: ada.token },
    );

  it('requires a report for every decision and a score from 0 to 1, changing nothing', async () => {
    const { entryId } = await submitWork(platform, ada);
    expect((await claimJob(platform, validator, entryId)).status).toBe(200);

    for (const decision of ['pass', 'fail', 'needs_review']) {
      for (const report of [undefined, '', '   ']) {
        const refused = await completeJob(platform, validator, entryId, { decision, report });
        expect([refused.status, refused.body.error]).toEqual([
          400,
          VALIDATION_TEXTS.reportRequired,
        ]);
      }
    }
    for (const score of [-0.01, 1.5, 'high']) {
      const refused = await completeJob(platform, validator, entryId, {
        decision: 'pass',
        score,
        report: 'Good.',
      });
      expect([refused.status, refused.body.error]).toEqual([400, VALIDATION_TEXTS.scoreInvalid]);
    }
    const noDecision = await completeJob(platform, validator, entryId, { report: 'Good.' });
    expect([noDecision.status, noDecision.body.error]).toEqual([
      400,
      VALIDATION_TEXTS.decisionRequired,
    ]);

    const mine = await myJobs(platform, validator);
    expect(mine.body.jobs.find((job) => job.validation_entry_id === entryId)?.status).toBe(
      'claimed',
    );
  });

  it('lets only the claimer decide, and only after a claim', async () => {
    const { entryId } = await submitWork(platform, ada);
    const early = await completeJob(platform, validator, entryId, {
      decision: 'pass',
      report: 'Looks right.',
    });
    expect([early.status, early.body.error]).toEqual([409, VALIDATION_TEXTS.claimFirst]);

    expect((await claimJob(platform, validator, entryId)).status).toBe(200);
    const other = await completeJob(platform, founder, entryId, {
      decision: 'pass',
      report: 'Looks right.',
    });
    expect([other.status, other.body.error]).toEqual([403, VALIDATION_TEXTS.notYourClaim]);
  });

  it('on a pass pays the reward once, pushes the balance, and notifies the operator', async () => {
    const before = await creditsOf(ada);
    const { assignmentId, entryId, title } = await submitWork(platform, ada, {
      reward_amount: 260,
    });
    expect((await claimJob(platform, validator, entryId)).status).toBe(200);
    const adaSocket = await platform.socket(ada.token);
    const balance = nextMessage(adaSocket, 'account.updated');
    const notified = nextMessage(
      adaSocket,
      'notification.created',
      (envelope) => envelope.data.type === 'validation',
    );

    const decided = await completeJob(platform, validator, entryId, {
      decision: 'pass',
      score: 0.9,
      report: 'Clear method and a ranked list.',
    });

    expect(decided.status).toBe(200);
    expect(decided.body.position).toEqual(expect.any(String));
    expect(decided.body.job).toMatchObject({
      status: 'completed',
      decision: 'pass',
      validation_status: 'approved',
      validation_score: 0.9,
      validation_feedback: 'Clear method and a ranked list.',
      validator_type: 'peer',
      validated_at: expect.any(String),
    });
    expect((await balance).data).toEqual({ id: ada.id, credits: before + 260 });
    expect((await notified).data).toMatchObject({
      title: 'Submission validated',
      priority: 'high',
      action_url: `/marketplace-submission/${assignmentId}`,
    });
    expect((await notified).data.message).toContain(title);
    expect(await creditsOf(ada)).toBe(before + 260);

    // The operator's own view of the assignment carries the decision.
    expect((await assignmentOf(assignmentId)).body.assignment).toMatchObject({
      state: 'validated',
      validation_status: 'approved',
      quality_score: 0.9,
      validation_feedback: 'Clear method and a ranked list.',
    });

    // The same decision again (a retry with a new key) pays and notifies nothing more.
    const notificationsBefore = (await validationNotifications(ada)).length;
    const again = await completeJob(platform, validator, entryId, {
      decision: 'pass',
      score: 0.9,
      report: 'Clear method and a ranked list.',
    });
    expect(again.status).toBe(200);
    expect(await creditsOf(ada)).toBe(before + 260);
    expect(await validationNotifications(ada)).toHaveLength(notificationsBefore);

    const changed = await completeJob(platform, validator, entryId, {
      decision: 'fail',
      report: 'Changed my mind.',
    });
    expect([changed.status, changed.body.error]).toEqual([409, VALIDATION_TEXTS.alreadyCompleted]);

    const mine = await myJobs(platform, validator);
    expect(mine.body.jobs.find((job) => job.validation_entry_id === entryId)).toMatchObject({
      status: 'completed',
      decision: 'pass',
    });
  });

  it('on a fail or needs review pays nothing and tells the operator so', async () => {
    const before = await creditsOf(ada);
    const failed = await submitWork(platform, ada);
    const reviewed = await submitWork(platform, ada);
    for (const { entryId } of [failed, reviewed]) {
      expect((await claimJob(platform, validator, entryId)).status).toBe(200);
    }

    expect(
      (
        await completeJob(platform, validator, failed.entryId, {
          decision: 'fail',
          score: 0.35,
          report: 'The ranking ignores temperature.',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await completeJob(platform, validator, reviewed.entryId, {
          decision: 'needs_review',
          report: 'Unsure about the method; a second pair of eyes please.',
        })
      ).body.job,
    ).toMatchObject({
      decision: 'needs_review',
      validation_status: 'needs_review',
      validation_score: 0.8,
    });

    expect(await creditsOf(ada)).toBe(before);
    const titles = (await validationNotifications(ada)).map((n) => [n.title, n.action_url]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['Submission needs changes', `/marketplace-submission/${failed.assignmentId}`],
        ['Under human review', `/marketplace-submission/${reviewed.assignmentId}`],
      ]),
    );
    expect((await assignmentOf(failed.assignmentId)).body.assignment).toMatchObject({
      state: 'failed',
      validation_status: 'rejected',
      quality_score: 0.35,
    });
  });

  it('pays nothing for an onboarding decision, and links the task page', async () => {
    const before = await creditsOf(ada);
    const { assignmentId, entryId } = await submitWork(platform, ada, {
      source: 'onboarding',
      mission_id: null,
      onboarding_task_id: 'ot-python-1',
      skill: 'Python',
      reward_amount: 20,
    });
    expect((await claimJob(platform, validator, entryId)).body.job.is_onboarding).toBe(true);

    const decided = await completeJob(platform, validator, entryId, {
      decision: 'pass',
      score: 0.95,
      report: 'All tests pass.',
    });

    expect(decided.status).toBe(200);
    expect(await creditsOf(ada)).toBe(before);
    expect((await validationNotifications(ada)).map((n) => n.action_url)).toContain(
      `/task-submission/${assignmentId}`,
    );
  });
});
