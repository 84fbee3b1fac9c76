import { authenticator } from 'otplib';

const STEP_SECONDS = 30;

/**
 * Codes an authenticator app would show. The server refuses a code twice in one time step and
 * accepts the neighbouring steps, so each call hands out the code of a step not used yet (this
 * one, else the next) instead of waiting for the clock.
 */
export class Authenticator {
  private readonly used = new Set<number>();

  constructor(private readonly secret: string) {}

  nextCode(): string {
    const current = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    const step = this.used.has(current) ? current + 1 : current;
    if (this.used.has(step)) throw new Error('Both usable time steps are spent; sign in later');
    this.used.add(step);
    const generator = authenticator.clone({ epoch: step * STEP_SECONDS * 1000 });
    return generator.generate(this.secret);
  }
}
