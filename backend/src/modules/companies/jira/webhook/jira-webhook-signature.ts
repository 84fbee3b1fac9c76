import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Jira Cloud signs the deliveries of an admin webhook registered with a secret: an HMAC-SHA256
 * of the body as sent, keyed with the secret, in this header as `sha256=<hex>`.
 */
export const JIRA_SIGNATURE_HEADER = 'x-hub-signature';

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

const hmacOf = (secret: string, body: Buffer | string): Buffer =>
  createHmac('sha256', secret).update(body).digest();

/** The header value Jira sends with this body. */
export function jiraSignatureOf(secret: string, body: Buffer | string): string {
  return `sha256=${hmacOf(secret, body).toString('hex')}`;
}

/** Whether the header signs exactly these bytes with the secret (compared in constant time). */
export function isJiraSignatureValid(
  signature: string | null,
  body: Buffer | null,
  secret: string,
): boolean {
  const hex = signature === null ? undefined : SIGNATURE.exec(signature.trim())?.[1];
  if (hex === undefined || body === null) return false;
  return timingSafeEqual(Buffer.from(hex, 'hex'), hmacOf(secret, body));
}
