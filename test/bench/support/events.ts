/**
 * Realistic events for the benchmarks: every payload matches its contracts schema (the
 * projection runtime decodes each event) and carries full audit metadata.
 */
import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@morphic/contracts';
import type { EventToAppend } from '@morphic/stores';

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const PASSWORD_HASH =
  '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$1K0oVbA3b8a7kq0m0Hk0Yg3cM7hX0B2zq5vR1nL8p4E';
const SKILLS = ['typescript', 'react', 'node', 'postgres', 'kubernetes', 'python', 'go', 'rust'];
const EDUCATION = ['high_school', 'associate', 'bachelor', 'master', 'phd', 'other'] as const;
const DIFFICULTY = ['beginner', 'intermediate', 'advanced'] as const;
const PRIORITY = ['low', 'medium', 'high'] as const;
const NOTIFICATION_TYPE = ['system', 'task', 'validation', 'admin'] as const;

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

/** Full metadata, as a command handler writes it for an HTTP request. */
export function metadataFor(n: number, actorId: string | null = null): EventMetadata {
  const correlationId = randomUUID();
  return {
    actorId,
    actorRole: actorId ? 'operator' : 'anonymous',
    impersonatorId: null,
    correlationId,
    causationId: correlationId,
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    userAgent: USER_AGENT,
    at: new Date(Date.UTC(2025, 0, 1) + n * 1000).toISOString(),
  };
}

function event(type: string, data: unknown, metadata: EventMetadata): EventToAppend {
  return { id: randomUUID(), type, data, metadata };
}

export function operatorRegistered(n: number, id: string = randomUUID()): EventToAppend {
  return event(
    'OperatorRegistered',
    {
      operator_id: id,
      username: `operator${n}`,
      email: `operator${n}@example.org`,
      full_name: `Operator Number ${n}`,
      password_hash: PASSWORD_HASH,
      role: 'operator',
      age: 18 + (n % 40),
      education: pick(EDUCATION, n),
      university: n % 3 === 0 ? null : `University of Somewhere ${n % 50}`,
      cohort: `Cohort ${2025 + (n % 3)}`,
      email_verified: n % 4 !== 0,
    },
    metadataFor(n),
  );
}

export function identifierReserved(
  n: number,
  kind: 'username' | 'email',
  accountId: string,
): EventToAppend {
  const value = kind === 'username' ? `operator${n}` : `operator${n}@example.org`;
  return event('IdentifierReserved', { kind, value, account_id: accountId }, metadataFor(n));
}

export function sessionOpened(n: number, jti: string, accountId: string): EventToAppend {
  return event(
    'SessionOpened',
    {
      jti,
      account_id: accountId,
      account_type: 'operator',
      expires_at: new Date(Date.UTC(2025, 0, 2) + n * 1000).toISOString(),
      impersonator_id: null,
    },
    metadataFor(n, accountId),
  );
}

export function sessionRevoked(n: number, jti: string, accountId: string): EventToAppend {
  return event(
    'SessionRevoked',
    { jti, account_id: accountId, reason: 'logout' },
    metadataFor(n, accountId),
  );
}

export function missionPosted(n: number): EventToAppend {
  return event(
    'MissionPosted',
    {
      mission_id: randomUUID(),
      title: `Mission ${n}: build a resilient ${pick(SKILLS, n)} service`,
      description:
        'Design and implement the service, with tests, a short design note, and a demo. ' +
        'The acceptance criteria are in the attached brief; ask the validator when unsure.',
      difficulty: pick(DIFFICULTY, n),
      estimated_hours: `${2 + (n % 20)}`,
      domain_tags: [pick(SKILLS, n), pick(SKILLS, n + 3)],
      required_skill_vector: { [pick(SKILLS, n)]: 0.8, [pick(SKILLS, n + 5)]: 0.4 },
      reward_amount: 50 + (n % 500),
      reward_asset: 'USDC',
      deadline_at: n % 2 === 0 ? new Date(Date.UTC(2025, 6, 1) + n * 1000).toISOString() : null,
      owner_operator_id: null,
      company_id: randomUUID(),
    },
    metadataFor(n, randomUUID()),
  );
}

export function notificationSent(n: number, recipientId: string): EventToAppend {
  return event(
    'NotificationSent',
    {
      notification_id: randomUUID(),
      recipient_id: recipientId,
      type: pick(NOTIFICATION_TYPE, n),
      priority: pick(PRIORITY, n),
      title: `Update on your mission #${n}`,
      message: 'Your submission was reviewed. Open the assignment to read the feedback.',
      action_url: n % 2 === 0 ? `/assignments/${randomUUID()}` : null,
    },
    metadataFor(n),
  );
}

export function currentCohortSet(n: number): EventToAppend {
  return event('CurrentCohortSet', { name: `Cohort ${n}` }, metadataFor(n, randomUUID()));
}

export function operatorsUnderConstructionSet(n: number): EventToAppend {
  return event(
    'OperatorsUnderConstructionSet',
    { enabled: n % 2 === 0 },
    metadataFor(n, randomUUID()),
  );
}

/**
 * An endless, deterministic mix per 20 events: 3 registration events (username, email,
 * OperatorRegistered), 6 session events (3 opened, 3 revoked), 3 missions, 7 notifications,
 * 1 settings change.
 */
export function* eventMix(): Generator<EventToAppend> {
  const recentAccounts: string[] = [];
  const openSessions: { jti: string; accountId: string }[] = [];
  let n = 0;
  for (;;) {
    n += 1;
    const accountId = randomUUID();
    recentAccounts.push(accountId);
    if (recentAccounts.length > 100) recentAccounts.shift();
    yield identifierReserved(n, 'username', accountId);
    yield identifierReserved(n, 'email', accountId);
    yield operatorRegistered(n, accountId);
    for (let i = 0; i < 3; i += 1) {
      const session = { jti: randomUUID(), accountId: pick(recentAccounts, n + i) };
      openSessions.push(session);
      yield sessionOpened(n, session.jti, session.accountId);
    }
    for (let i = 0; i < 3; i += 1) {
      const session = openSessions.shift();
      if (session) yield sessionRevoked(n, session.jti, session.accountId);
    }
    for (let i = 0; i < 3; i += 1) yield missionPosted(n * 3 + i);
    for (let i = 0; i < 7; i += 1) yield notificationSent(n * 7 + i, pick(recentAccounts, n + i));
    yield n % 2 === 0 ? currentCohortSet(n) : operatorsUnderConstructionSet(n);
  }
}
