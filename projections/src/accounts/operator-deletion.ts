import {
  deletedOperatorPlaceholder,
  ACCOUNTS_COLLECTION,
  type AccountDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { updateOnce } from '../runtime/once-per-revision';
import type { ProjectedEvent, Push } from '../runtime/projection';
import { accountUpdatePushes, setFromOwnStream } from './operator-updates';

/**
 * A deleted operator stays as a tombstone that keeps their work's history (credits, role,
 * cohort, dates) but none of their personal data: handle and email become the placeholder
 * (which frees the unique indexes for a new registration of the real ones), and name, profile,
 * CV, character report (skills, preferences, timezone), admin details and 2FA are cleared.
 * `OperatorDeleted` is the last event of the stream, so a rebuild applies it after everything
 * it overwrites.
 */
export async function applyOperatorDeleted(
  event: ProjectedEvent<'OperatorDeleted'>,
  store: ReadStore,
): Promise<void> {
  const placeholder = deletedOperatorPlaceholder(event.data.operator_id);
  await setFromOwnStream(store, event.data.operator_id, event, {
    username: placeholder.handle,
    username_lower: placeholder.handle,
    email: placeholder.email,
    email_lower: placeholder.email,
    full_name: null,
    first_name: null,
    last_name: null,
    avatar_url: null,
    age: null,
    education: null,
    university: null,
    bio: null,
    phone: null,
    cv: null,
    character_report_data: null,
    timezone: null,
    skill_vector: {},
    prefs: {},
    two_factor_enabled: false,
    deleted_at: event.metadata.at,
  });
}

/** The character report no longer counts: the operator is asked for it again. */
export async function applyCharacterReportReset(
  event: ProjectedEvent<'CharacterReportReset'>,
  store: ReadStore,
): Promise<void> {
  await setFromOwnStream(store, event.data.operator_id, event, {
    character_report_completed: false,
    character_report_data: null,
  });
}

/** Onboarding is no longer completed (a guard of the onboarding stream's own revisions). */
export async function applyOnboardingReset(
  event: ProjectedEvent<'OnboardingReset'>,
  store: ReadStore,
): Promise<void> {
  await updateOnce(
    store.collection<AccountDoc>(ACCOUNTS_COLLECTION),
    { _id: event.data.operator_id },
    event,
    { $set: { onboarding_completed: false } },
    'onboarding_stream_revision',
  );
}

/** The cleared flags, to the operator's open pages: they go to the character report live. */
export function onboardingResetPushes(
  event: ProjectedEvent<'CharacterReportReset' | 'OnboardingReset'>,
  store: ReadStore,
): Promise<Push[]> {
  return accountUpdatePushes(store, event.data.operator_id, (account) => ({
    onboarding_completed: account.onboarding_completed,
    character_report_completed: account.character_report_completed,
  }));
}
