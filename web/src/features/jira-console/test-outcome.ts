import type { JiraTestResponse } from '@morphic/contracts';
import { errorText } from '../../lib/api-client';

export interface TestOutcome {
  readonly ok: boolean;
  readonly text: string;
}

/**
 * What a connection or upload test shows (spec 03): a tick and the server's message, else the
 * spec's default for a pass or a failure. A call that failed reads as a failed test.
 */
export function testOutcome(
  test: { readonly data: JiraTestResponse | undefined; readonly error: unknown },
  defaults: { readonly ok: string; readonly failed: string },
): TestOutcome | null {
  if (test.error) return { ok: false, text: errorText(test.error, defaults.failed) };
  if (!test.data) return null;
  const { success, message } = test.data;
  return { ok: success, text: message || (success ? defaults.ok : defaults.failed) };
}
