/**
 * End-to-end push latency of the built server: an admin changes the current cohort over HTTP
 * and every connected Socket.IO client must receive the matching `settings.public` push.
 * Measured from the moment the HTTP request is sent until each client's handler runs, so it
 * includes the command, the append, the projection, the relay and the client's own event loop.
 */
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import type { PublicSettings } from '@morphic/contracts';
import { io, type Socket } from 'socket.io-client';
import type { Benchmark, BenchOutcome, BenchRow } from './support/result';
import { startServer, type RunningServer } from './support/server';
import { elapsedMs, summarize } from './support/stats';
import { withTempDir } from './support/temp-dir';

const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 200);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 50);
const WARMUP_ROUNDS = 3;
const ROUND_TIMEOUT_MS = 30_000;
const ADMIN = { username_or_email: 'admin', password: 'Admin#Morphic2025' };

interface Round {
  readonly cohort: string;
  sentAt: number;
  readonly received: Set<number>;
  readonly latencies: number[];
  httpDoneAt: number | null;
  beforeHttpReply: number;
  done: () => void;
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok)
    throw new Error(`Admin login failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error('Admin login answered without a token');
  return body.token;
}

/** Connects the clients and resolves once each has received `connection.ready`. */
async function connectClients(
  url: string,
  onPush: (client: number, cohort: string) => void,
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  const ready: Promise<void>[] = [];
  for (let client = 0; client < CLIENTS; client += 1) {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    ready.push(
      new Promise((resolve, reject) => {
        socket.once('connection.ready', () => resolve());
        socket.once('connect_error', reject);
      }),
    );
    socket.on('settings.public', (envelope: { data: PublicSettings }) =>
      onPush(client, envelope.data.current_cohort),
    );
  }
  await Promise.all(ready);
  return sockets;
}

async function runRound(
  server: RunningServer,
  token: string,
  round: Round,
  http: number[],
): Promise<void> {
  const allDelivered = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `Round ${round.cohort}: ${round.received.size}/${CLIENTS} clients got the push`,
          ),
        ),
      ROUND_TIMEOUT_MS,
    );
    round.done = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  round.sentAt = performance.now();
  const response = await fetch(`${server.url}/api/admin/settings/current_cohort`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: round.cohort }),
  });
  round.httpDoneAt = performance.now();
  http.push(round.httpDoneAt - round.sentAt);
  if (response.status !== 200 || !response.headers.get('x-event-position')) {
    round.done(); // clears the round's timer
    throw new Error(`Setting the cohort answered ${response.status}: ${await response.text()}`);
  }
  await response.arrayBuffer();
  await allDelivered;
}

export const pushLatency: Benchmark = {
  name: 'push-latency',
  run: () =>
    withTempDir('push', async (dataDir): Promise<BenchOutcome> => {
      const server = await startServer({ dataDir });
      let sockets: Socket[] = [];
      try {
        const token = await login(server.url);
        let current: Round | null = null;
        const onPush = (client: number, cohort: string): void => {
          const round = current;
          if (!round || cohort !== round.cohort || round.received.has(client)) return;
          round.received.add(client);
          round.latencies.push(elapsedMs(round.sentAt));
          if (round.httpDoneAt === null) round.beforeHttpReply += 1;
          if (round.received.size === CLIENTS) round.done();
        };
        const connectStarted = performance.now();
        sockets = await connectClients(server.url, onPush);
        const connectMs = elapsedMs(connectStarted);

        const deliveries: number[] = [];
        const lastPerRound: number[] = [];
        const http: number[] = [];
        let beforeHttpReply = 0;
        const runId = randomUUID().slice(0, 8);
        for (let i = 0; i < WARMUP_ROUNDS + ROUNDS; i += 1) {
          const round: Round = {
            cohort: `Bench ${runId} #${i}`,
            sentAt: performance.now(),
            received: new Set(),
            latencies: [],
            httpDoneAt: null,
            beforeHttpReply: 0,
            done: () => undefined,
          };
          current = round;
          const roundHttp: number[] = [];
          await runRound(server, token, round, roundHttp);
          if (i < WARMUP_ROUNDS) continue;
          deliveries.push(...round.latencies);
          lastPerRound.push(Math.max(...round.latencies));
          http.push(...roundHttp);
          beforeHttpReply += round.beforeHttpReply;
        }

        const push = summarize(deliveries);
        const last = summarize(lastPerRound);
        const command = summarize(http);
        const name = `push ${CLIENTS} clients`;
        const rows: BenchRow[] = [
          {
            name: 'socket connect',
            metric: `${CLIENTS} ready`,
            value: connectMs,
            unit: 'ms',
            notes: 'websocket transport, anonymous, until every connection.ready',
          },
          {
            name,
            metric: 'p50',
            value: push.p50,
            unit: 'ms',
            notes: `${push.count} deliveries (${ROUNDS} rounds x ${CLIENTS}), HTTP send -> client handler`,
          },
          { name, metric: 'p95', value: push.p95, unit: 'ms' },
          { name, metric: 'p99', value: push.p99, unit: 'ms' },
          { name, metric: 'max', value: push.max, unit: 'ms' },
          {
            name,
            metric: 'last client p50',
            value: last.p50,
            unit: 'ms',
            notes: 'per round: slowest of the clients',
          },
          {
            name,
            metric: 'before HTTP reply',
            value: (100 * beforeHttpReply) / Math.max(push.count, 1),
            unit: '%',
            notes: 'share of pushes that arrived before the command answered',
          },
          {
            name: 'POST current_cohort',
            metric: 'round-trip p50',
            value: command.p50,
            unit: 'ms',
            notes: 'answers after read models include the event',
          },
          { name: 'POST current_cohort', metric: 'round-trip p99', value: command.p99, unit: 'ms' },
        ];
        return {
          rows,
          details: {
            clients: CLIENTS,
            rounds: ROUNDS,
            warmupRounds: WARMUP_ROUNDS,
            cpus: cpus().length,
            note: 'Server and clients share the machine; client-side event-loop time is included.',
            push,
            lastClientPerRound: last,
            http: command,
          },
        };
      } finally {
        for (const socket of sockets) socket.disconnect();
        await server.stop();
      }
    }),
};
