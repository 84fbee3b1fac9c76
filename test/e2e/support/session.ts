import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { codeIn, waitForMail } from './mailbox';
import { DEMO_USERS, type DemoUserName } from './users';

/** Web storage keys (web/src/lib/storage-keys.ts). */
export const STORAGE = {
  token: 'morphic.token',
  dismissedNotificationTypes: 'morphic.dismissed_notification_types',
} as const;

export interface ApiSession {
  readonly token: string;
  readonly userId: string;
}

/** POST /api/auth/login as a demo user; fails the test unless it answers 200 with a token. */
export async function loginViaApi(
  request: APIRequestContext,
  user: DemoUserName,
): Promise<ApiSession> {
  const { login, password } = DEMO_USERS[user];
  const response = await request.post('/api/auth/login', {
    data: { username_or_email: login, password },
  });
  expect(response.status(), `login as ${login}`).toBe(200);
  const body = (await response.json()) as { token?: unknown; user?: { id?: unknown } };
  if (typeof body.token !== 'string' || typeof body.user?.id !== 'string') {
    throw new Error(`login as ${login} answered without a token or user id`);
  }
  return { token: body.token, userId: body.user.id };
}

/**
 * Signs a browser context in before its first page loads: the token is written to localStorage
 * by an init script. The script runs on every navigation, so it writes the token only once per
 * context (a marker remembers it): signing out in the UI stays signed out across reloads.
 */
export async function seedSessionToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      const marker = 'e2e.token-seeded';
      if (window.localStorage.getItem(marker)) return;
      window.localStorage.setItem(marker, '1');
      window.localStorage.setItem(key, value);
    },
    { key: STORAGE.token, value: token },
  );
}

/** Signs a browser context in as a demo user (see `seedSessionToken`). */
export async function signInContext(
  context: BrowserContext,
  request: APIRequestContext,
  user: DemoUserName,
): Promise<ApiSession> {
  const session = await loginViaApi(request, user);
  await seedSessionToken(context, session.token);
  return session;
}

/**
 * A new operator, signed up through the API the way the sign-up dialog does it (the email code
 * comes from the captured mail), for a test that needs an account nobody else touches.
 */
export async function signUpViaApi(request: APIRequestContext): Promise<ApiSession> {
  const handle = `e2e${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const email = `${handle}@morphic.example`;
  const sent = await request.post('/api/auth/send-verification', { data: { email } });
  expect(sent.status(), 'POST /api/auth/send-verification').toBe(200);
  const code = codeIn(await waitForMail(email, /verif/i));
  const response = await request.post('/api/auth/register', {
    data: {
      username: handle,
      email,
      password: 'Newcomer#Morphic2025',
      full_name: 'Katherine Newcomer',
      verification_code: code,
    },
  });
  expect(response.status(), 'POST /api/auth/register').toBe(201);
  const body = (await response.json()) as { token?: unknown; user?: { id?: unknown } };
  if (typeof body.token !== 'string' || typeof body.user?.id !== 'string') {
    throw new Error('register answered without a token or user id');
  }
  return { token: body.token, userId: body.user.id };
}

/** GET /api/auth/me with a bearer token; the HTTP status. */
export async function meStatus(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status();
}

/** POST /api/company-reps/login as the demo representative; seeds the context with the token. */
export async function signInCompanyRepContext(
  context: BrowserContext,
  request: APIRequestContext,
): Promise<ApiSession> {
  const { login, password } = DEMO_USERS.companyRep;
  const response = await request.post('/api/company-reps/login', {
    data: { email: login, password },
  });
  expect(response.status(), `company rep login as ${login}`).toBe(200);
  const body = (await response.json()) as { token?: unknown; user?: { id?: unknown } };
  if (typeof body.token !== 'string' || typeof body.user?.id !== 'string') {
    throw new Error(`company rep login as ${login} answered without a token or user id`);
  }
  await seedSessionToken(context, body.token);
  return { token: body.token, userId: body.user.id };
}
