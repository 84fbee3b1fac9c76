import { Test } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  LoginResponse,
  RealtimeEnvelope,
  RealtimeMessageName,
  ServerToClientEvents,
} from '@morphic/contracts';
import { SOCKET_PATH } from '@morphic/contracts';
import { AppModule } from '../app.module';
import { configureHttp } from '../http-app';
import { loadConfig, type AppConfig } from '#infrastructure/config/app-config';
import { ProjectionsService } from '#infrastructure/projections/projections.service';
import { DemoSeeder } from '../modules/demo/demo-seeder';

/** A signed-in account of the test app. */
export interface SignedInAccount {
  readonly token: string;
  readonly id: string;
}

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TestApp {
  readonly app: NestExpressApplication;
  readonly url: string;
  readonly dataDir: string;
  readonly config: AppConfig;
  login(usernameOrEmail: string, password: string): Promise<string>;
  /** POST /api/auth/login: the token and the account id; throws unless it answers 200. */
  signIn(usernameOrEmail: string, password: string): Promise<SignedInAccount>;
  /** POST /api/company-reps/login as the demo representative (Nora): her token. */
  signInDemoCompanyRep(): Promise<string>;
  /** A connected socket that has joined its rooms. */
  socket(token?: string): Promise<TestSocket>;
  /** Stops the app; the data directory stays for a restart unless `removeData`. */
  close(options?: { removeData?: boolean }): Promise<void>;
}

export interface TestAppOptions {
  readonly dataDir?: string;
  readonly env?: Record<string, string>;
  /** Lets a test swap providers (e.g. the projections) before the app starts. */
  readonly customize?: (builder: ReturnType<typeof Test.createTestingModule>) => void;
}

export const DEMO_COMPANY_REP_EMAIL = 'nora@northwind.example';

export const DEMO_PASSWORDS = {
  admin: 'Admin#Morphic2025',
  founder: 'Founder#Morphic2025',
  validator: 'Validator#Morphic2025',
  operator: 'Operator#Morphic2025',
  companyRep: 'Company#Morphic2025',
} as const;

/** Boots the whole platform on the embedded stores, seeded with the demo world, on a free port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'morphic-int-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    // The Jira simulators and other servers the tests start listen there.
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
    ...options.env,
  });
  const builder = Test.createTestingModule({ imports: [AppModule.forRoot(config)] });
  options.customize?.(builder);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bufferLogs: true });
  configureHttp(app);
  await app.init();
  await app.get(ProjectionsService).whenCaughtUp();
  await app.get(DemoSeeder).seedIfEmpty();
  await app.listen(0);
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const sockets: TestSocket[] = [];
  const signIn = async (usernameOrEmail: string, password: string): Promise<SignedInAccount> => {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username_or_email: usernameOrEmail, password }),
    });
    if (!response.ok) throw new Error(`Login ${usernameOrEmail} failed: ${response.status}`);
    const { token, user } = (await response.json()) as LoginResponse;
    return { token, id: user.id };
  };

  return {
    app,
    url,
    dataDir,
    config,
    signIn,
    async login(usernameOrEmail, password) {
      return (await signIn(usernameOrEmail, password)).token;
    },
    async signInDemoCompanyRep() {
      const response = await call<LoginResponse>(url, 'POST', '/api/company-reps/login', {
        body: { email: DEMO_COMPANY_REP_EMAIL, password: DEMO_PASSWORDS.companyRep },
      });
      if (response.status !== 200) throw new Error(`Company rep login failed: ${response.status}`);
      return response.body.token;
    },
    async socket(token) {
      const socket: TestSocket = io(url, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        auth: token ? { token } : {},
        reconnection: false,
      });
      sockets.push(socket);
      await nextMessage(socket, 'connection.ready');
      return socket;
    },
    async close({ removeData = false } = {}) {
      for (const socket of sockets) socket.disconnect();
      await app.close();
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the next message of that name the socket receives (matching `where`). */
export function nextMessage<N extends RealtimeMessageName>(
  socket: TestSocket,
  message: N,
  where: (envelope: RealtimeEnvelope<N>) => boolean = () => true,
): Promise<RealtimeEnvelope<N>> {
  return new Promise((resolve) => {
    const listener = (envelope: RealtimeEnvelope<N>): void => {
      if (!where(envelope)) return;
      (socket.off as (event: string, fn: unknown) => void)(message, listener);
      resolve(envelope);
    };
    (socket.on as (event: string, fn: unknown) => void)(message, listener);
  });
}

export interface JsonResponse<T = Record<string, unknown>> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

export async function call<T = Record<string, unknown>>(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  // A download (a CSV, a file) has no JSON body to read: its text is left to `fetch` callers.
  const json = /json/.test(response.headers.get('content-type') ?? 'application/json');
  return {
    status: response.status,
    headers: response.headers,
    body: (text && json ? JSON.parse(text) : {}) as T,
  };
}
