/**
 * Test helpers for projections: realistic events as the runner hands them over (decoded, with
 * metadata, stream revision and an increasing log position) and a way to apply a list of them
 * to one projection on a fresh embedded read store.
 */
import { randomUUID } from 'node:crypto';
import { STREAMS, type EventData, type EventType } from '@morphic/contracts/server';
import type { Document, ReadStore } from '@morphic/stores';
import type { EventMetadata } from '@morphic/contracts';
import { MemoryReadStore } from '@morphic/stores';
import {
  applyEvent,
  pushesFor,
  type ProjectedEvent,
  type Projection,
  type Push,
} from '../runtime/projection';

/** The documents of each collection a projection owns, sorted by `_id`. */
export type Collections = Record<string, Document[]>;

export interface EventOptions {
  /** Overrides the stream the event is recorded in (default: the aggregate's stream). */
  readonly streamId?: string;
  /** Overrides fields of the metadata (`at` defaults to one minute after the previous event). */
  readonly metadata?: Partial<EventMetadata>;
  /** Overrides the event id (default: a fresh UUID). */
  readonly id?: string;
}

const TEST_EPOCH = '2025-03-01T09:00:00.000Z';

/** Metadata of an admin acting in a browser, as the command pipeline records it. */
export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actorId: 'admin-1',
    actorRole: 'admin',
    impersonatorId: null,
    correlationId: randomUUID(),
    causationId: null,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
    at: TEST_EPOCH,
    ...overrides,
  };
}

/** The aggregate stream an event of the catalogue is appended to. */
export function defaultStreamOf<T extends EventType>(type: T, data: EventData<T>): string {
  const d = data as Record<string, unknown>;
  const id = (key: string): string => String(d[key]);
  switch (type) {
    case 'OperatorRegistered':
      return STREAMS.operator(id('operator_id'));
    case 'IdentifierReserved':
    case 'IdentifierReleased':
      return STREAMS.identifier(d['kind'] as 'username' | 'email', 'operator', id('value'));
    case 'SessionOpened':
    case 'SessionRevoked':
      return STREAMS.session(id('jti'));
    case 'CompanyRegistered':
    case 'CompanyStatusChanged':
    case 'CompanyUpdated':
    case 'CompanyDeleted':
      return STREAMS.company(id('company_id'));
    case 'CompanyRepRegistered':
    case 'CompanyRepUpdated':
    case 'CompanyRepStatusChanged':
    case 'CompanyRepVerificationSet':
    case 'CompanyRepDeleted':
      return STREAMS.companyRep(id('rep_id'));
    case 'MissionPosted':
    case 'MissionWithdrawn':
      return STREAMS.mission(id('mission_id'));
    case 'OnboardingTaskAdded':
    case 'OnboardingTaskUpdated':
    case 'OnboardingTaskAnswerKeyUploaded':
    case 'OnboardingTaskDeleted':
      return STREAMS.onboardingTask(id('task_id'));
    case 'NotificationSent':
    case 'NotificationRead':
    case 'NotificationDeleted':
      return STREAMS.notification(id('notification_id'));
    case 'AllNotificationsRead':
      return STREAMS.notificationInbox(id('recipient_id'));
    case 'CurrentCohortSet':
    case 'OperatorsUnderConstructionSet':
      return STREAMS.settings;
    case 'AlgorithmConfigSectionSaved':
    case 'AlgorithmConfigReloaded':
      return STREAMS.algorithmConfig;
    default:
      return `test-${type}`;
  }
}

/**
 * A log in memory that hands out events as the runner sees them: each one at the next
 * position, at the next revision of its stream, one minute after the previous one.
 */
export class TestLog {
  private position = 0n;
  private clock = Date.parse(TEST_EPOCH);
  private readonly revisions = new Map<string, bigint>();

  event<T extends EventType>(
    type: T,
    data: EventData<T>,
    options: EventOptions = {},
  ): ProjectedEvent<T> {
    this.position += 1n;
    const streamId = options.streamId ?? defaultStreamOf(type, data);
    const revision = this.revisions.has(streamId) ? (this.revisions.get(streamId) ?? 0n) + 1n : 0n;
    this.revisions.set(streamId, revision);
    const at = new Date(this.clock).toISOString();
    this.clock += 60_000;
    const metadata = testMetadata({ at, ...options.metadata });
    return {
      type,
      data,
      id: options.id ?? randomUUID(),
      streamId,
      revision,
      position: { commit: this.position, prepare: this.position },
      metadata,
      recordedAt: new Date(metadata.at),
    } as ProjectedEvent<T>;
  }
}

/** A fresh embedded read store with the projection's indexes created, as the runner does. */
async function freshStore(projection: Projection): Promise<ReadStore> {
  const store = new MemoryReadStore();
  await projection.setup?.(store);
  return store;
}

/** Applies the events in order, as the runner would, and returns the store. */
export async function applyAll(
  projection: Projection,
  events: readonly ProjectedEvent[],
  store?: ReadStore,
): Promise<ReadStore> {
  const target = store ?? (await freshStore(projection));
  for (const event of events) await applyEvent(projection, event, target);
  return target;
}

/** Every document of every collection the projection owns, sorted by `_id`. */
async function documentsOf(projection: Projection, store: ReadStore): Promise<Collections> {
  const collections: Collections = {};
  for (const name of projection.collections) {
    const docs = await store.collection(name).find({});
    collections[name] = docs.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  }
  return collections;
}

/** Given these events, the read model's documents. */
export async function project(
  projection: Projection,
  events: readonly ProjectedEvent[],
): Promise<Collections> {
  return documentsOf(projection, await applyAll(projection, events));
}

/**
 * The documents three ways, for the idempotency check: the events applied once each, each
 * applied twice in a row, and the whole sequence replayed a second time over its own result
 * (what a restart from a checkpoint behind the read models does).
 */
export async function projectForIdempotency(
  projection: Projection,
  events: readonly ProjectedEvent[],
): Promise<{ once: Collections; eachTwice: Collections; replayed: Collections }> {
  const once = await project(projection, events);
  const eachTwice = await project(
    projection,
    events.flatMap((event) => [event, event]),
  );
  const replayed = await project(projection, [...events, ...events]);
  return { once, eachTwice, replayed };
}

/**
 * For every point in the sequence, re-applies each event already applied and returns the
 * documents before and after: a restart from a lagging checkpoint must never make the read
 * model go back in time, even for a moment.
 */
export async function reapplicationsOf(
  projection: Projection,
  events: readonly ProjectedEvent[],
): Promise<{ label: string; before: Collections; after: Collections }[]> {
  const results: { label: string; before: Collections; after: Collections }[] = [];
  for (let applied = 1; applied <= events.length; applied += 1) {
    const prefix = events.slice(0, applied);
    const before = await project(projection, prefix);
    for (const [index, again] of prefix.entries()) {
      const store = await applyAll(projection, [...prefix, again]);
      results.push({
        label: `event #${index + 1} (${again.type}) re-applied after #${applied}`,
        before,
        after: await documentsOf(projection, store),
      });
    }
  }
  return results;
}

/**
 * Checks that the projection is idempotent over `events` (each applied twice, the whole log
 * replayed, any applied event re-applied later: the documents never change) and returns the
 * documents of one pass, for the test's own checks.
 */
export async function expectIdempotent(
  projection: Projection,
  events: readonly ProjectedEvent[],
): Promise<Collections> {
  const { once, eachTwice, replayed } = await projectForIdempotency(projection, events);
  expect(eachTwice).toEqual(once);
  expect(replayed).toEqual(once);
  for (const { label, before, after } of await reapplicationsOf(projection, events)) {
    expect({ label, docs: after }).toEqual({ label, docs: before });
  }
  return once;
}

/** Applies the events, then asks the projection for the pushes of the last one. */
export async function pushesAfter(
  projection: Projection,
  events: readonly ProjectedEvent[],
): Promise<readonly Push[]> {
  const last = events[events.length - 1];
  if (!last) throw new Error('pushesAfter needs at least one event');
  const store = await applyAll(projection, events);
  return pushesFor(projection, last, store);
}

/** Each document parsed by the read model's schema; equal to the input only if all conform. */
export function parsedWith<T>(schema: { parse(value: unknown): T }, docs: readonly unknown[]): T[] {
  return docs.map((doc) => schema.parse(doc));
}
