import {
  ROOMS,
  SOCKET_PATH,
  hasAnyRole,
  type ClientToServerEvents,
  type RealtimeEnvelope,
  type RealtimeMessageName,
  type ServerToClientEvents,
} from '@morphic/contracts';
import { Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { Principal } from '../auth/principal';
import { TokenService } from '../auth/token.service';

type MorphicServer = Server<ClientToServerEvents, ServerToClientEvents>;
type MorphicSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

export function roomsFor(principal: Principal | null): string[] {
  if (!principal) return [ROOMS.everyone];
  return [
    ROOMS.everyone,
    ROOMS.user(principal.accountId),
    ROOMS.session(principal.jti),
    ...principal.roles.map((role) => ROOMS.role(role)),
    // Validators and founders see the open validation jobs appear and leave live.
    ...(hasAnyRole(principal.roles, ['validator', 'founder']) ? [ROOMS.validationJobs] : []),
    // Marketplace pages follow new and changed missions live: operators', and company reps'
    // (who read it only).
    ...(principal.type === 'operator' || principal.type === 'company_rep'
      ? [ROOMS.marketplace]
      : []),
  ];
}

/**
 * One Socket.IO endpoint for every live screen. The handshake's `auth.token` decides the
 * rooms (user, roles, session); a socket without a valid token gets only the public room.
 * Connection state recovery lets a briefly disconnected client receive what it missed.
 */
@WebSocketGateway({
  path: SOCKET_PATH,
  serveClient: false,
  connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true },
})
export class RealtimeGateway implements OnGatewayConnection {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  private readonly server!: MorphicServer;

  constructor(private readonly tokens: TokenService) {}

  async handleConnection(socket: MorphicSocket): Promise<void> {
    if (socket.recovered) return;
    const auth: unknown = socket.handshake.auth;
    const token =
      typeof auth === 'object' && auth !== null && 'token' in auth && typeof auth.token === 'string'
        ? auth.token
        : null;
    const principal = token ? await this.tokens.verify(token) : null;
    const rooms = roomsFor(principal);
    await socket.join(rooms);
    socket.emit('connection.ready', {
      position: null,
      data: { user_id: principal?.accountId ?? null, rooms },
    });
  }

  emit<N extends RealtimeMessageName>(
    rooms: readonly string[],
    message: N,
    envelope: RealtimeEnvelope<N>,
  ): void {
    // Socket.IO's typed emit cannot narrow a generic message name to its listener type.
    (this.server.to([...rooms]).emit as (event: string, payload: unknown) => boolean)(
      message,
      envelope,
    );
  }

  /** Cuts the sockets of a revoked session, so a signed-out token stops receiving pushes. */
  disconnectSession(jti: string): void {
    this.logger.debug(`Disconnecting sockets of revoked session ${jti}`);
    this.server.in(ROOMS.session(jti)).disconnectSockets(true);
  }

  connectedClients(): number {
    return this.server.engine.clientsCount;
  }
}
