/**
 * The operator sign-up's steps (spec 01 section 2.8): -1 intro quote, 0 welcome, 1 identity
 * form, 2 node activated, 3 first mission, 4 closing quote.
 */
export const WORKER_STEPS = [-1, 0, 1, 2, 3, 4] as const;
export type WorkerStep = (typeof WORKER_STEPS)[number];

const FIRST_SIGNED_IN_STEP: WorkerStep = 2;
const LAST_ANONYMOUS_STEP: WorkerStep = 1;

export function parseWorkerStep(value: unknown): WorkerStep | undefined {
  const step = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return WORKER_STEPS.find((candidate) => candidate === step);
}

/** Where /join/worker opens when the visitor has an account already (no step asked for). */
export const ALREADY_SIGNED_IN = 'already-signed-in';

/**
 * Where the page opens: the form steps only make sense before an account exists, the
 * activation steps only after. An anonymous visitor starts at the intro quote; someone signed
 * in is told so, unless a link asks for an activation step.
 */
export function initialWorkerStep(
  requested: WorkerStep | undefined,
  signedIn: boolean,
): WorkerStep | typeof ALREADY_SIGNED_IN {
  if (signedIn) {
    return requested !== undefined && requested >= FIRST_SIGNED_IN_STEP
      ? requested
      : ALREADY_SIGNED_IN;
  }
  return requested !== undefined && requested <= LAST_ANONYMOUS_STEP ? requested : -1;
}

export function nextWorkerStep(step: WorkerStep): WorkerStep {
  const index = WORKER_STEPS.indexOf(step);
  return WORKER_STEPS[Math.min(index + 1, WORKER_STEPS.length - 1)] ?? step;
}
