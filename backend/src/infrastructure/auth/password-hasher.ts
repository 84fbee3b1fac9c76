import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { randomUUID } from 'node:crypto';

/** argon2id password hashes (OWASP's first choice). */
@Injectable()
export class PasswordHasher {
  private decoy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
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
