import { formatPosition, type ReadStore } from '@morphic/stores';
import { ProjectionNotifier, pushesFor, type AppliedEvent } from '@morphic/projections';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { READ_STORE } from '../tokens';
import { RealtimeGateway } from './realtime.gateway';

/**
 * Sends each projection's realtime messages once the read models include the event, in log
 * order. Revoked sessions lose their sockets.
 */
@Injectable()
export class PushRelay implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PushRelay.name);
  private stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly notifier: ProjectionNotifier,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly gateway: RealtimeGateway,
  ) {}

  onModuleInit(): void {
    this.stop = this.notifier.followInOrder(
      (applied) => this.relay(applied),
      (error) => this.logger.error({ err: error, msg: 'Push failed' }),
    );
  }

  onModuleDestroy(): Promise<void> {
    return this.stop?.() ?? Promise.resolve();
  }

  private async relay({ event, appliedBy }: AppliedEvent): Promise<void> {
    const position = formatPosition(event.position);
    for (const projection of appliedBy) {
      for (const push of await pushesFor(projection, event, this.store)) {
        this.gateway.emit(push.rooms, push.message, { position, data: push.data });
      }
    }
    if (event.type === 'SessionRevoked') this.gateway.disconnectSession(event.data.jti);
  }
}
