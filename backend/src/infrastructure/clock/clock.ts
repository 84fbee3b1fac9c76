import { Injectable } from '@nestjs/common';

/** The time, as a port: TOTP steps and reset-token expiry read it, tests set it. */
export abstract class Clock {
  abstract now(): number;
}

@Injectable()
export class SystemClock extends Clock {
  now(): number {
    return Date.now();
  }
}

/** A clock a test moves by hand. */
export class ManualClock extends Clock {
  constructor(private current: number = Date.now()) {
    super();
  }

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
