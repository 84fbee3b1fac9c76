/**
 * Production event store on KurrentDB (EventStoreDB) through @kurrent/kurrentdb-client, used
 * when EVENTSTORE_URL is set.
 *
 * Guarantees are the server's: atomic multi-event appends, optimistic concurrency on the expected
 * revision (its WrongExpectedVersionError becomes our WrongExpectedRevisionError), idempotent
 * appends by event id (a retry of the same ids writes nothing; with `any` the server only
 * remembers recent ids), one total order in $all, and catch-up subscriptions that turn live on
 * the server with no gap and no duplicate. System events (`$...`) are never returned from $all.
 * An append costs one extra read, to report the exact position of its last event. Appends to
 * several streams use the server's `multiStreamAppend` (KurrentDB 25.1 or later), atomic across
 * the streams; its records carry the metadata as string properties, which `fromResolvedEvent`
 * reads back into the same metadata.
 */
import {
  type AppendResult as KurrentAppendResult,
  BACKWARDS,
  END,
  excludeSystemEvents,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  type AllSubscription,
  type AppendResult,
  comparePositions,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type LogPosition,
  type MultiStreamAppendResult,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeToAllOptions,
  WrongExpectedRevisionError,
} from './event-store.port';
import { KurrentAllSubscription } from './kurrent-all-subscription';
import {
  fromResolvedEvent,
  isSystemEvent,
  toActualRevision,
  toEventData,
  toMultiAppendEventData,
  toStreamState,
} from './kurrent-mapping';

export class KurrentEventStore implements EventStore {
  private readonly subscriptions = new Set<KurrentAllSubscription>();

  /** `connectionString`: e.g. `kurrentdb://localhost:2113?tls=false`. Connects lazily. */
  static connect(connectionString: string): KurrentEventStore {
    return new KurrentEventStore(KurrentDBClient.connectionString(connectionString));
  }

  constructor(private readonly client: KurrentDBClient) {}

  async append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}`);
    let result: KurrentAppendResult;
    try {
      result = await this.client.appendToStream(streamId, events.map(toEventData), {
        streamState: toStreamState(expected),
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(
          streamId,
          expected,
          toActualRevision(error.actualState),
        );
      }
      throw error;
    }
    if (!result.success) {
      // Only with `throwOnAppendFailure=false` in the connection string; its revision is unreliable.
      throw new WrongExpectedRevisionError(streamId, expected, await this.lastRevision(streamId));
    }
    // The port promises the $all position of the last event, the one subscriptions report and
    // read-your-writes waits for. The append response's position is absent for an idempotent
    // append and, for a batch, not documented as the last event's: read that event back instead.
    const position = await this.positionOf(streamId, result.nextExpectedRevision);
    return { nextRevision: result.nextExpectedRevision, position };
  }

  async appendToStreams(writes: readonly StreamAppend[]): Promise<MultiStreamAppendResult> {
    const last = writes.at(-1);
    if (!last || writes.some((write) => write.events.length === 0)) {
      throw new Error('Nothing to append: every stream of a multi-stream append needs events');
    }
    if (new Set(writes.map((write) => write.streamId)).size !== writes.length) {
      throw new Error('A stream appears twice in one multi-stream append');
    }
    let responses: readonly { streamName: string; revision: bigint }[];
    try {
      ({ responses } = await this.client.multiStreamAppend(
        writes.map((write) => ({
          streamName: write.streamId,
          events: write.events.map(toMultiAppendEventData),
          expectedState: toStreamState(write.expected),
        })),
      ));
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // The server names the stream whose revision was wrong when it can.
      const named = writes.find((write) => write.streamId === error.streamName) ?? writes[0];
      if (!named) throw error;
      throw new WrongExpectedRevisionError(
        named.streamId,
        named.expected,
        await this.lastRevision(named.streamId),
      );
    }
    const nextRevisions = writes.map((write) => {
      const response = responses.find((r) => r.streamName === write.streamId);
      if (!response) throw new Error(`KurrentDB did not acknowledge stream ${write.streamId}`);
      return response.revision;
    });
    const lastRevision = nextRevisions.at(-1) ?? 0n;
    return { nextRevisions, position: await this.positionOf(last.streamId, lastRevision) };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        fromRevision: options.fromRevision ?? START,
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
      });
      for await (const resolved of read) {
        const event = fromResolvedEvent(resolved);
        if (event !== null) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const { after, maxCount } = options;
    if (!Number.isInteger(maxCount) || maxCount < 1) {
      throw new RangeError(`maxCount must be a positive integer, got ${String(maxCount)}`);
    }
    // Whether a $all read includes the event AT `fromPosition` is not part of the client's
    // contract (the server has returned it): ask for one more and drop anything <= after.
    const read = this.client.readAll({
      fromPosition: after ?? START,
      maxCount: after === undefined ? maxCount : maxCount + 1,
      filter: excludeSystemEvents(),
    });
    const events: RecordedEvent[] = [];
    for await (const resolved of read) {
      const event = fromResolvedEvent(resolved);
      if (event === null || isSystemEvent(event)) continue;
      if (after !== undefined && comparePositions(event.position, after) <= 0) continue;
      events.push(event);
      if (events.length === maxCount) break;
    }
    return events;
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    const inner = this.client.subscribeToAll({
      fromPosition: options.after ?? START,
      filter: excludeSystemEvents(),
    });
    const subscription = new KurrentAllSubscription(inner, options.after, (closed) =>
      this.subscriptions.delete(closed),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<LogPosition | null> {
    const read = this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: 1,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of read) {
      const event = fromResolvedEvent(resolved);
      if (event !== null && !isSystemEvent(event)) return event.position;
    }
    return null;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  private async lastRevision(streamId: string): Promise<bigint | 'no_stream'> {
    try {
      const read = this.client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      });
      for await (const resolved of read) {
        if (resolved.event !== undefined) return resolved.event.revision;
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return 'no_stream';
  }

  private async positionOf(streamId: string, revision: bigint): Promise<LogPosition> {
    const [event] = await this.readStream(streamId, { fromRevision: revision, maxCount: 1 });
    if (event === undefined) {
      throw new Error(`KurrentDB acknowledged ${streamId}@${String(revision)} but cannot read it`);
    }
    return event.position;
  }
}
