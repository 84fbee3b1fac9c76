import { LIMITS, normalizeEmail } from '@morphic/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomUUID } from 'node:crypto';
import type { AppConfig } from '#infrastructure/config/app-config';
import { APP_CONFIG } from '#infrastructure/tokens';

/**
 * Makes and hashes verification codes. A code is kept only as an HMAC bound to its address,
 * under a key derived from the server secret: the event log alone cannot be used to try
 * the million possible codes offline. The log keeps the id the code derives from, so the mail
 * reactor can write it into the mail.
 */
@Injectable()
export class VerificationCodes {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('morphic/verification-codes').digest();
  }

  /** A new code and the id it is derived from (the id goes in the log, the code in the mail). */
  issue(): { codeId: string; code: string } {
    const codeId = randomUUID();
    return { codeId, code: this.codeFor(codeId) };
  }

  /** The code an id stands for: only a holder of the server's key can tell it. */
  codeFor(codeId: string): string {
    const digest = createHmac('sha256', this.key).update(`code:${codeId}`).digest();
    // 48 bits modulo a million: the bias is below one in 10^8.
    return String(digest.readUIntBE(0, 6) % 10 ** LIMITS.codeLength).padStart(
      LIMITS.codeLength,
      '0',
    );
  }

  hash(email: string, code: string): string {
    return createHmac('sha256', this.key)
      .update(`${normalizeEmail(email)}:${code.trim()}`)
      .digest('hex');
  }
}
