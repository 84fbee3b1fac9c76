import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import { STREAMS, type EventData } from '@morphic/contracts/server';
import { SqliteEventStore, type EventStore } from '@morphic/stores';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AggregateRepository } from '#infrastructure/commands/aggregate-repository';
import { systemContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { OperatorEligibilityFromLog } from '../../../operators/eligibility/operator-eligibility-from-log';
import { missionPosted } from '../../../../testing/events/mission-events';
import { operatorRegistered } from '../../../../testing/events/operator-events';
import { TakeMission, TakeMissionHandler } from './take-mission.handler';

const { data: mission } = missionPosted({
  deadline_at: '2025-04-01T17:00:00.000Z',
  company_id: 'co-1',
});

const take = (missionId = 'mi-1', operatorId = 'op-ada') =>
  new TakeMission(missionId, operatorId, 'Happy to help', systemContext());

/** Every stream's event types, for "nothing else was written". */
async function logOf(store: EventStore): Promise<string[]> {
  const events = await store.readAll({ maxCount: 1000 });
  return events.map(
    (event) => `${event.streamId.replace(/-[0-9a-f-]{36}$/, '-<id>')}:${event.type}`,
  );
}

describe('take mission', () => {
  let dataDir: string;
  let store: SqliteEventStore;
  let handler: TakeMissionHandler;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morphic-take-'));
    store = SqliteEventStore.open({ dataDir });
    handler = new TakeMissionHandler(
      new AggregateRepository(store),
      new OperatorEligibilityFromLog(),
    );
    await store.append(
      STREAMS.mission('mi-1'),
      [{ id: randomUUID(), type: 'MissionPosted', data: mission, metadata: { ...meta } }],
      'no_stream',
    );
    const operators = ['op-ada', 'op-alan', ...Array.from({ length: 20 }, (_, n) => `op-${n}`)];
    for (const operatorId of operators) await register(store, operatorId);
  });

  afterEach(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the work slot, the mission and the assignment in one append', async () => {
    const before = await store.headPosition();

    const { assignmentId, position } = await handler.execute(take());

    const written = await store.readAll({ ...(before ? { after: before } : {}), maxCount: 10 });
    expect(written.map((event) => [event.streamId, event.type])).toEqual([
      ['mission-mi-1', 'MissionAssigned'],
      ['workslot-op-ada', 'WorkSlotTaken'],
      [`assignment-${assignmentId}`, 'TaskTaken'],
    ]);
    expect(new Set(written.map((event) => event.recordedAt.getTime())).size).toBe(1);
    expect(position).toEqual(written.at(-1)?.position);
    expect(written.at(-1)?.data).toMatchObject({
      assignment_id: assignmentId,
      operator_id: 'op-ada',
      source: 'mission',
      mission_id: 'mi-1',
      title: 'Rate-limit the API',
      reward_amount: 180,
      reward_asset: 'USD',
      deadline_at: '2025-04-01T17:00:00.000Z',
      message: 'Happy to help',
    });
  });

  it('refuses an unknown mission and writes nothing', async () => {
    const before = await logOf(store);
    await expect(handler.execute(take('mi-unknown'))).rejects.toThrow(
      new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound),
    );
    expect(await logOf(store)).toEqual(before);
  });

  it('refuses a taken mission and leaves the second operator’s slot untouched', async () => {
    await handler.execute(take('mi-1', 'op-ada'));
    const before = await logOf(store);

    await expect(handler.execute(take('mi-1', 'op-alan'))).rejects.toThrow(
      new DomainRuleViolation('conflict', MARKETPLACE_TEXTS.alreadyTaken),
    );

    expect(await logOf(store)).toEqual(before);
    expect(await store.readStream('workslot-op-alan')).toEqual([]);
  });

  it('refuses while the operator’s slot is held and leaves the mission open', async () => {
    await store.append(
      STREAMS.mission('mi-2'),
      [
        {
          id: randomUUID(),
          type: 'MissionPosted',
          data: { ...mission, mission_id: 'mi-2' },
          metadata: { ...meta },
        },
      ],
      'no_stream',
    );
    await handler.execute(take('mi-1'));
    const before = await logOf(store);

    await expect(handler.execute(take('mi-2'))).rejects.toThrow(
      new DomainRuleViolation('conflict', MARKETPLACE_TEXTS.workSlotTaken),
    );

    expect(await logOf(store)).toEqual(before);
    expect((await store.readStream('mission-mi-2')).map((event) => event.type)).toEqual([
      'MissionPosted',
    ]);
  });

  it('refuses a vetted-only mission to an operator no admin has vetted, writing nothing', async () => {
    await post(store, { ...mission, mission_id: 'mi-vetted', requires_vetted: true });
    const before = await logOf(store);

    await expect(handler.execute(take('mi-vetted'))).rejects.toThrow(
      new DomainRuleViolation('forbidden', MARKETPLACE_TEXTS.vettedOnly),
    );

    expect(await logOf(store)).toEqual(before);
  });

  it('gives a vetted-only mission to an operator once an admin has vetted them', async () => {
    await post(store, { ...mission, mission_id: 'mi-vetted', requires_vetted: true });
    await setVetted(store, 'op-ada', true);

    await expect(handler.execute(take('mi-vetted'))).resolves.toMatchObject({
      assignmentId: expect.any(String),
    });
  });

  it('of twenty operators racing for one mission, exactly one gets it', async () => {
    const operators = Array.from({ length: 20 }, (_, n) => `op-${String(n)}`);
    const results = await Promise.allSettled(
      operators.map((op) => handler.execute(take('mi-1', op))),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await store.readStream('mission-mi-1')).map((event) => event.type)).toEqual([
      'MissionPosted',
      'MissionAssigned',
    ]);
    const slots = (await logOf(store)).filter((entry) => entry.startsWith('workslot-'));
    expect(slots).toHaveLength(1);
  });
});

async function post(store: EventStore, data: EventData<'MissionPosted'>): Promise<void> {
  await store.append(
    STREAMS.mission(data.mission_id),
    [{ id: randomUUID(), type: 'MissionPosted', data, metadata: { ...meta } }],
    'no_stream',
  );
}

/** An admin's is_vetted flag on the operator's account. */
async function setVetted(store: EventStore, operatorId: string, isVetted: boolean): Promise<void> {
  const data: EventData<'OperatorFlagsChanged'> = {
    operator_id: operatorId,
    flags: { is_vetted: isVetted },
  };
  await store.append(
    STREAMS.operator(operatorId),
    [{ id: randomUUID(), type: 'OperatorFlagsChanged', data, metadata: { ...meta } }],
    'any',
  );
}

/** The operator's account, which the take checks is there and active. */
async function register(store: EventStore, operatorId: string): Promise<void> {
  const { data } = operatorRegistered({
    operator_id: operatorId,
    username: operatorId,
    email: `${operatorId}@example.com`,
    password_hash: 'x',
  });
  await store.append(
    STREAMS.operator(operatorId),
    [{ id: randomUUID(), type: 'OperatorRegistered', data, metadata: { ...meta } }],
    'no_stream',
  );
}

const meta = {
  actorId: null,
  actorRole: 'system' as const,
  impersonatorId: null,
  correlationId: 'c-1',
  causationId: null,
  ip: null,
  userAgent: null,
  at: '2025-01-01T00:00:00.000Z',
};
