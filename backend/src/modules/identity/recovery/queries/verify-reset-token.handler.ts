import {
  PASSWORD_RESET_TOKENS_COLLECTION,
  type PasswordResetTokenDoc,
} from '@morphic/contracts/server';
import { SIGN_IN_TEXTS, type VerifyResetTokenResponse } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '#infrastructure/clock/clock';
import { READ_STORE } from '#infrastructure/tokens';
import { resetTokenHash } from '../reset-token';

/** Whether a reset link still works, and for which email (the reset page shows it). */
export class VerifyResetToken extends Query<VerifyResetTokenResponse> {
  constructor(readonly token: string) {
    super();
  }
}

@QueryHandler(VerifyResetToken)
export class VerifyResetTokenHandler implements IQueryHandler<VerifyResetToken> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: VerifyResetToken): Promise<VerifyResetTokenResponse> {
    const issued = await this.store
      .collection<PasswordResetTokenDoc>(PASSWORD_RESET_TOKENS_COLLECTION)
      .findOne({ _id: resetTokenHash(token) });
    const valid =
      issued !== null &&
      issued.used_at === null &&
      Date.parse(issued.expires_at) > this.clock.now();
    return valid
      ? { success: true, valid: true, email: issued.email, error: null }
      : { success: true, valid: false, email: null, error: SIGN_IN_TEXTS.invalidOrExpiredToken };
  }
}
