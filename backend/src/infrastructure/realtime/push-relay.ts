import { decodeEvent, type EventType } from '@morphic/contracts/server';
import {
  LogConsumer,
  ProjectionProgress,
  pushesFor,
  type ProjectedEvent,
  type Projection,
} from '@morphic/projections';
import {
  formatPosition,
  type EventStore,
  type ReadStore,
  type RecordedEvent,
} from '@morphic/stores';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { PROJECTIONS } from '../projections/projections.service';
import { runtimeLogger } from '../projections/runtime-logger';
import { EVENT_STORE, READ_STORE } from '../tokens';
import { RealtimeGateway } from './realtime.gateway';

/**
 * Sends each projection's realtime messages once the read models include the event, in log
 * order. It is a log consumer that starts at the head when the app starts: events the read
 * models replay at start, or in a rebuild, were pushed long ago. Revoked sessions lose their
 * sockets. A push that fails is logged; the relay goes on with the next event.
 */
@Injectable()
export class PushRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PushRelay.name);
  private readonly consumer: LogConsumer;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(PROJECTIONS) private readonly projections: readonly Projection[],
    private readonly progress: ProjectionProgress,
    private readonly gateway: RealtimeGateway,
  ) {
    this.consumer = new LogConsumer({
      name: 'push relay',
      eventStore,
      logger: runtimeLogger(PushRelay.name),
      handle: (recorded, signal) => this.relay(recorded, signal),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.consumer.start(await this.eventStore.headPosition());
  }

  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }

  private async relay(recorded: RecordedEvent, signal: AbortSignal): Promise<void> {
    const type = recorded.type as EventType;
    const pushing = this.projections.filter((projection) => projection.pushes?.[type]);
    if (pushing.length === 0 && type !== 'SessionRevoked') return;
    if (!(await this.progress.waitFor(recorded.position, undefined, signal))) return;
    try {
      const event = decodeEvent(recorded) as ProjectedEvent;
      const position = formatPosition(recorded.position);
      for (const projection of pushing) {
        for (const push of await pushesFor(projection, event, this.store)) {
          this.gateway.emit(push.rooms, push.message, { position, data: push.data });
        }
      }
      if (event.type === 'SessionRevoked') this.gateway.disconnectSession(event.data.jti);
    } catch (error) {
      this.logger.error({ err: error, eventId: recorded.id, msg: 'Push failed' });
    }
  }
}
