import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../tokens';

/** Test machines only (see AppConfig.passwordHashing): still argon2id, at a fraction of the cost. */
const FAST_TEST_COST = { memoryCost: 4096, timeCost: 2, parallelism: 1 } as const;

/** argon2id password hashes (OWASP's first choice). */
@Injectable()
export class PasswordHasher {
  private decoy: Promise<string> | null = null;
  private readonly cost: Partial<typeof FAST_TEST_COST>;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'passwordHashing'>) {
    this.cost = config.passwordHashing === 'fast' ? FAST_TEST_COST : {};
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.cost });
  }

  /**
   * Whether the password matches. With no hash (unknown account) it still spends the time of
   * one verification against a decoy, so the answer time does not reveal which accounts exist.
   */
  async verify(hash: string | null, password: string): Promise<boolean> {
    this.decoy ??= this.hash(randomUUID());
    try {
      const matches = await argon2.verify(hash ?? (await this.decoy), password);
      return hash !== null && matches;
    } catch {
      return false;
    }
  }
}
