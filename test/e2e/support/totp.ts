import { authenticator } from 'otplib';

const STEP_SECONDS = 30;
const STEP_MS = STEP_SECONDS * 1000;

/**
 * Codes an authenticator app would show. The server accepts the codes of the previous, the
 * current and the next time step, each step once and in increasing order. So each call hands
 * out the code of the step after the last one used; when that step is two ahead of the clock
 * (a third code within one step), it waits for the clock to reach the step before it, as a
 * person would wait for the app's next code.
 */
export class Authenticator {
  private lastStep: number | null = null;

  constructor(private readonly secret: string) {}

  async nextCode(): Promise<string> {
    const current = Math.floor(Date.now() / STEP_MS);
    const step = this.lastStep === null ? current : Math.max(current, this.lastStep + 1);
    const waitMs = (step - 1) * STEP_MS - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    this.lastStep = step;
    return authenticator.clone({ epoch: step * STEP_MS }).generate(this.secret);
  }
}
