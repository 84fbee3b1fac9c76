import { SIGN_IN_TEXTS } from '@morphic/contracts';
import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the wait in `retry_after_seconds` (the error filter adds the Retry-After header). */
export class TooManyRequests extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      {
        message: SIGN_IN_TEXTS.tooManyAttempts(retryAfterSeconds),
        retry_after_seconds: retryAfterSeconds,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
