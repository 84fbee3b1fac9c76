import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@morphic/contracts';
import { io, type Socket } from 'socket.io-client';

export type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Sockets opened at once; more in one go only queues handshakes behind each other. */
const CONNECT_BATCH = 100;

/** One socket as the web app opens it, resolved once it joined its rooms (`connection.ready`). */
function connect(url: string, token: string): Promise<BenchSocket> {
  const socket: BenchSocket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connection.ready', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** Authenticated sockets, one per token given (a token may appear many times). */
export async function connectSockets(url: string, tokens: readonly string[]) {
  const sockets: BenchSocket[] = [];
  for (let start = 0; start < tokens.length; start += CONNECT_BATCH) {
    const batch = tokens.slice(start, start + CONNECT_BATCH);
    const settled = await Promise.allSettled(batch.map((token) => connect(url, token)));
    for (const result of settled) if (result.status === 'fulfilled') sockets.push(result.value);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) {
      disconnectAll(sockets);
      throw new Error(`A socket did not connect: ${String(failed.reason)}`);
    }
  }
  return sockets;
}

export function disconnectAll(sockets: readonly BenchSocket[]): void {
  for (const socket of sockets) socket.disconnect();
}
