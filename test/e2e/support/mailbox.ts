import { expect } from '@playwright/test';

export interface CapturedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly received_at: string;
}

const captureUrl = () => `http://127.0.0.1:${process.env.MAIL_CAPTURE_HTTP_PORT ?? ''}`;

async function mailsTo(address: string): Promise<CapturedMail[]> {
  const response = await fetch(`${captureUrl()}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CapturedMail[];
}

/** Waits for the `count`-th mail to an address whose subject matches, and returns it. */
export async function waitForMail(
  address: string,
  subject: RegExp,
  count = 1,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailsTo(address)).filter((mail) => subject.test(mail.subject));
        found = matching[count - 1];
        return matching.length;
      },
      {
        message: `mail ${String(count)} to ${address} matching ${String(subject)}`,
        timeout: 15_000,
      },
    )
    .toBeGreaterThanOrEqual(count);
  if (!found) throw new Error(`No mail to ${address}`);
  return found;
}

/** The first six-digit code in a mail. */
export function codeIn(mail: CapturedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No six-digit code in "${mail.subject}"`);
  return match[1];
}

/** The first link to the app in a mail. */
export function linkIn(mail: CapturedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s)]*`).exec(
    mail.text,
  );
  if (!match) throw new Error(`No ${path} link in "${mail.subject}"`);
  return match[0];
}
