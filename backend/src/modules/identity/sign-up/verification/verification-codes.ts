import { LIMITS, normalizeEmail } from '@morphic/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomInt } from 'node:crypto';
import type { AppConfig } from '../../../../infrastructure/config/app-config';
import { APP_CONFIG } from '../../../../infrastructure/tokens';

/**
 * Makes and hashes verification codes. A code is kept only as an HMAC bound to its address,
 * under a key derived from the server secret: the event log alone cannot be used to try
 * the million possible codes offline.
 */
@Injectable()
export class VerificationCodes {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('morphic/verification-codes').digest();
  }

  generate(): string {
    return String(randomInt(0, 10 ** LIMITS.codeLength)).padStart(LIMITS.codeLength, '0');
  }

  hash(email: string, code: string): string {
    return createHmac('sha256', this.key)
      .update(`${normalizeEmail(email)}:${code.trim()}`)
      .digest('hex');
  }
}
