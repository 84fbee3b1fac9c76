import { errorText } from '../api-client';

/**
 * A rule found broken only when the form is sent (the server's password verdict, say): it is
 * shown under its field, like the rules checked before sending.
 */
export class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FieldProblem';
  }
}

export interface FailurePlace {
  /** The field to show it under; null: above the form. */
  readonly field: string | null;
  readonly message: string;
}

/**
 * Where a failed submit is shown: a FieldProblem under its field, anything else above the
 * form as the server's error text, else the screen's fallback (`errorText`).
 */
export function failurePlace(error: unknown, fallback: string): FailurePlace {
  if (error instanceof FieldProblem) return { field: error.field, message: error.message };
  return { field: null, message: errorText(error, fallback) };
}

export interface ReportedAction {
  /** When the action last ran (0: not since it was reset). */
  readonly submittedAt: number;
  readonly error: string | null;
}

/**
 * The one error text above a form with several actions (send, resend, verify): the failure of
 * the action run last, so starting another action clears an older failure.
 */
export function latestError(...actions: readonly ReportedAction[]): string | null {
  let latest: ReportedAction | null = null;
  for (const action of actions) {
    if (action.submittedAt > 0 && (!latest || action.submittedAt > latest.submittedAt)) {
      latest = action;
    }
  }
  return latest?.error ?? null;
}
