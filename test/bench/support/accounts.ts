/**
 * Accounts for the work-loop benchmarks, made the way people make them: sign-up with the
 * code from the development outbox (which only an admin may read), sign-in, and an admin
 * bypassing onboarding.
 */
import type { LoginResponse, OutboxResponse, RegisterResponse } from '@morphic/contracts';
import { ok, request } from './http';

export interface Account {
  readonly id: string;
  readonly username: string;
  readonly token: string;
}

/** The demo accounts a fresh DATA_DIR is seeded with. */
export const DEMO_LOGINS = {
  admin: { login: 'admin', password: 'Admin#Morphic2025' },
  founder: { login: 'founder', password: 'Founder#Morphic2025' },
  validator: { login: 'validator', password: 'Validator#Morphic2025' },
  ada: { login: 'ada', password: 'Operator#Morphic2025' },
  alan: { login: 'alan', password: 'Operator#Morphic2025' },
} as const;

const PASSWORD = 'Quartz#Lantern7Orbit';
const CODE = /\b(\d{6})\b/;

/**
 * The sign-up endpoints count verification mails and codes per ip; the benchmarks sign up
 * dozens of accounts from one address, so their server runs with these limits loosened.
 */
export const SIGN_UP_RATE_LIMITS =
  'send_verification.ip=100000/3600,verification_code.ip=100000/3600,login.ip=100000/900';

export async function signIn(url: string, login: string, password: string): Promise<Account> {
  const body = ok(
    await request<LoginResponse>(url, 'POST', '/api/auth/login', {
      json: { username_or_email: login, password },
    }),
    `Sign-in of ${login}`,
  );
  return { id: body.user.id, username: body.user.username, token: body.token };
}

/** Signs up a new operator with the mailed code, read by `admin`; the account is signed in. */
export async function signUpOperator(
  url: string,
  admin: Account,
  username: string,
): Promise<Account> {
  const email = `${username}@bench.example`;
  ok(
    await request(url, 'POST', '/api/auth/send-verification', { json: { email } }),
    `Verification mail to ${email}`,
  );
  const outbox = ok(
    await request<OutboxResponse>(url, 'GET', '/api/dev/outbox', { token: admin.token }),
    'Dev outbox',
  );
  const code = CODE.exec(outbox.mails.find((mail) => mail.to === email)?.text ?? '')?.[1];
  if (!code) throw new Error(`No verification code for ${email} in the dev outbox`);
  const registered = ok(
    await request<RegisterResponse>(url, 'POST', '/api/auth/register', {
      json: {
        username,
        email,
        password: PASSWORD,
        full_name: `Bench ${username}`,
        verification_code: code,
      },
    }),
    `Sign-up of ${username}`,
  );
  return { id: registered.user.id, username, token: registered.token };
}

/** An admin marks the operator's onboarding completed, so the marketplace opens to them. */
export async function bypassOnboarding(url: string, admin: Account, operatorId: string) {
  ok(
    await request(url, 'POST', `/api/admin/operators/${operatorId}/bypass-onboarding`, {
      token: admin.token,
    }),
    `Bypassing the onboarding of ${operatorId}`,
  );
}

/** A new operator free to take marketplace missions. */
export async function onboardedOperator(
  url: string,
  admin: Account,
  username: string,
): Promise<Account> {
  const operator = await signUpOperator(url, admin, username);
  await bypassOnboarding(url, admin, operator.id);
  return operator;
}
