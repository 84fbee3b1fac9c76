import { z } from 'zod';
import { defineEvent } from '../envelope';
import { DELETED_HANDLE_PREFIX } from '../identity/registration-rules';

/**
 * An admin deleted the operator (stream `operator-<id>`). Appended with the release of its
 * handle and email, the reservation of its placeholder handle and email, and the revocation of
 * its sessions. Every read model replaces the account's personal data with the placeholder;
 * applied last on a rebuild, it wins over the registration and every later edit.
 */
export const OperatorDeleted = defineEvent(
  'OperatorDeleted',
  z.object({ operator_id: z.string() }),
);

/**
 * An admin reset the operator's onboarding (stream `onboarding-<operatorId>`): its progress is
 * cleared and the onboarding assignments it had are dropped from every list, so a new
 * character report starts onboarding afresh.
 */
export const OnboardingReset = defineEvent(
  'OnboardingReset',
  z.object({ operator_id: z.string(), assignment_ids: z.array(z.string()) }),
);

/**
 * Appended with `OnboardingReset` (stream `operator-<id>`): the character report on file no
 * longer counts, so the operator fills it in again at the next sign-in.
 */
export const CharacterReportReset = defineEvent(
  'CharacterReportReset',
  z.object({ operator_id: z.string() }),
);

export const operatorRemovalEvents = [
  OperatorDeleted,
  OnboardingReset,
  CharacterReportReset,
] as const;

/**
 * The anonymous handle and email a deleted operator's read models show instead of theirs. Both
 * are reserved when the operator is deleted, and the handle's prefix is refused at registration,
 * so no one can take them ahead.
 */
export function deletedOperatorPlaceholder(operatorId: string): {
  readonly handle: string;
  readonly email: string;
} {
  const handle = `${DELETED_HANDLE_PREFIX}${operatorId
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 8)
    .toLowerCase()}`;
  return { handle, email: `${handle}@deleted.invalid` };
}
