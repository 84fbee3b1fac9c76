import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  algorithmDefaultsFrom,
  parseRoles,
  type AlgorithmConfigValues,
  type Role,
} from '@morphic/contracts';
import { parseCrashAt, type CrashAt } from '../faults/crash-point';
import { OutboundAllowList } from '../outbound-http/outbound-allow-list';
import { rateLimitsWith, type RateLimitTable } from '../security/rate-limit-policies';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  EVENTSTORE_URL: z.string().optional(),
  MONGO_URL: z.string().optional(),
  MONGO_DB: z.string().default('morphic'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SECRETS_KEY: z.string().min(32, 'SECRETS_KEY must be at least 32 characters').optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60 * 60),
  FOUNDER_USERNAMES: z.string().default(''),
  PROJECTIONS_MODE: z.enum(['inline', 'worker']).default('inline'),
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  PROJECTION_BATCH_EVENTS: z.coerce.number().int().min(1).max(100_000).default(1000),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Morphic <no-reply@morphic.example>'),
  MAIL_SEND_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  FILES_DIR: z.string().optional(),
  FILES_SWEEP_SECONDS: z.coerce.number().int().min(0).default(3600),
  FILES_GRACE_SECONDS: z.coerce.number().int().min(0).default(3600),
  TWO_FACTOR_REQUIRED_ROLES: z.string().default(''),
  RATE_LIMITS: z.string().default(''),
  PUBLIC_URL: z.url().optional(),
  CHECK_RESPONSES: z.enum(['true', 'false']).optional(),
  DEV_JIRA_SIMULATOR: z.enum(['true', 'false']).default('true'),
  PASSWORD_HASHING: z.enum(['standard', 'fast']).optional(),
  OUTBOUND_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .superRefine((entries, context) => {
      try {
        new OutboundAllowList(entries);
      } catch (error) {
        context.addIssue(error instanceof Error ? error.message : String(error));
      }
    }),
  CRASH_AT: z
    .string()
    .optional()
    .transform((text, context) => {
      if (!text) return null;
      const crashAt = parseCrashAt(text);
      if (!crashAt) {
        context.addIssue(
          'CRASH_AT is before:<EventType>, after:<EventType>, file:<path> or batch-write:<n>',
        );
      }
      return crashAt;
    }),
});

export interface AppConfig {
  readonly environment: 'development' | 'production' | 'test';
  readonly production: boolean;
  readonly port: number;
  readonly dataDir: string;
  readonly eventStoreUrl: string | undefined;
  readonly mongoUrl: string | undefined;
  readonly mongoDb: string;
  readonly jwtSecret: string;
  /** Encrypts stored third-party credentials (Jira tokens) at rest. */
  readonly secretsKey: string;
  readonly jwtExpiresInSeconds: number;
  readonly founderUsernames: ReadonlySet<string>;
  readonly projectionsMode: 'inline' | 'worker';
  readonly readYourWritesTimeoutMs: number;
  /** The most events the projections apply in one batch (one commit of the read models). */
  readonly projectionBatchEvents: number;
  readonly seedDemo: boolean;
  readonly webDistDir: string;
  readonly logLevel: string;
  /** SMTP server for outgoing mail; unset keeps mails in the development outbox. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** A mail the server has not taken within this counts as refused (reactors move on). */
  readonly mailSendTimeoutMs: number;
  /** Uploaded files (CVs...), content-addressed. */
  readonly filesDir: string;
  /** How often unreferenced files are deleted (0: only at start). */
  readonly filesSweepSeconds: number;
  /** How long an unreferenced file is kept after its last save (a command may still use it). */
  readonly filesGraceSeconds: number;
  /** Accounts holding one of these roles must sign in with a TOTP code. */
  readonly twoFactorRequiredRoles: readonly Role[];
  readonly rateLimits: RateLimitTable;
  /** Where users open the web app; links in mails start with it. */
  readonly publicUrl: string;
  /** Every JSON answer is checked against its endpoint's response schema (a 500 if it differs). */
  readonly checkResponses: boolean;
  /**
   * `standard`: argon2id with its library defaults (64 MiB, 3 passes). `fast` (test machines
   * only, refused in production): 4 MiB and 2 passes, so suites that sign in hundreds of times
   * do not spend minutes hashing.
   */
  readonly passwordHashing: 'standard' | 'fast';
  /** Development only: a Jira Cloud simulator at /dev/jira, the demo company connected to it. */
  readonly devJiraSimulator: boolean;
  /**
   * `host[:port]` the server calls although private or over plain http (tests, the simulator);
   * with the simulator on, the public URL's host is one of them.
   */
  readonly outboundAllowedHosts: readonly string[];
  /** Fault-injection tests only: the append at which this process kills itself. */
  readonly crashAt: CrashAt | null;
  /** The algorithm parameters the environment gives (ALGO_*), used until an admin saves others. */
  readonly algorithmDefaults: AlgorithmConfigValues;
}

/**
 * Reads the environment once. Production refuses to start without JWT_SECRET and SECRETS_KEY
 * and never seeds; elsewhere random ones are created once under DATA_DIR, so sessions and
 * stored credentials survive restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  const dataDir = resolve(vars.DATA_DIR);
  if (production && vars.CRASH_AT) throw new Error('CRASH_AT is refused when NODE_ENV=production.');
  if (production && vars.PASSWORD_HASHING === 'fast') {
    throw new Error('PASSWORD_HASHING=fast is refused when NODE_ENV=production.');
  }
  if (production && !vars.JWT_SECRET) {
    throw new Error('JWT_SECRET is required when NODE_ENV=production (at least 32 characters).');
  }
  if (production && !vars.SECRETS_KEY) {
    throw new Error('SECRETS_KEY is required when NODE_ENV=production (at least 32 characters).');
  }
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  const devJiraSimulator = vars.NODE_ENV === 'development' && vars.DEV_JIRA_SIMULATOR === 'true';
  const algorithms = algorithmDefaultsFrom(env);
  if (algorithms.problems.length > 0) {
    throw new Error(`Invalid environment:\n${algorithms.problems.join('\n')}`);
  }
  return {
    environment: vars.NODE_ENV,
    production,
    port: vars.PORT,
    dataDir,
    eventStoreUrl: vars.EVENTSTORE_URL || undefined,
    mongoUrl: vars.MONGO_URL || undefined,
    mongoDb: vars.MONGO_DB,
    jwtSecret: vars.JWT_SECRET ?? developmentSecret(dataDir, 'dev-jwt-secret'),
    secretsKey: vars.SECRETS_KEY ?? developmentSecret(dataDir, 'dev-secrets-key'),
    jwtExpiresInSeconds: vars.JWT_EXPIRES_IN_SECONDS,
    founderUsernames: new Set(
      vars.FOUNDER_USERNAMES.split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
    projectionsMode: vars.PROJECTIONS_MODE,
    readYourWritesTimeoutMs: vars.READ_YOUR_WRITES_TIMEOUT_MS,
    projectionBatchEvents: vars.PROJECTION_BATCH_EVENTS,
    seedDemo: !production && vars.SEED_DEMO,
    webDistDir: resolve(vars.WEB_DIST_DIR ?? join(__dirname, '../../../../web/dist')),
    logLevel: vars.LOG_LEVEL,
    smtpUrl: vars.SMTP_URL || undefined,
    mailFrom: vars.MAIL_FROM,
    mailSendTimeoutMs: vars.MAIL_SEND_TIMEOUT_SECONDS * 1000,
    filesDir: resolve(vars.FILES_DIR ?? join(dataDir, 'files')),
    filesSweepSeconds: vars.FILES_SWEEP_SECONDS,
    filesGraceSeconds: vars.FILES_GRACE_SECONDS,
    twoFactorRequiredRoles: parseRoles(vars.TWO_FACTOR_REQUIRED_ROLES),
    rateLimits: rateLimitsWith(vars.RATE_LIMITS),
    publicUrl,
    checkResponses: (vars.CHECK_RESPONSES ?? String(vars.NODE_ENV === 'test')) === 'true',
    passwordHashing: vars.PASSWORD_HASHING ?? (vars.NODE_ENV === 'test' ? 'fast' : 'standard'),
    devJiraSimulator,
    outboundAllowedHosts: [
      ...vars.OUTBOUND_ALLOWED_HOSTS,
      // The server calls the simulator it serves at its own public URL.
      ...(devJiraSimulator ? [new URL(publicUrl).host] : []),
    ],
    crashAt: vars.CRASH_AT,
    algorithmDefaults: algorithms.values,
  };
}

function developmentSecret(dataDir: string, fileName: string): string {
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
