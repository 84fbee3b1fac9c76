import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { updateOnce } from '../runtime/once-per-revision';
import type { ProjectedEvent, Push } from '../runtime/projection';
import { accountUpdatePushes } from './operator-updates';

type OnboardingFlagEvent = ProjectedEvent<
  'OnboardingCompleted' | 'OnboardingBypassed' | 'OnboardingReopened'
>;

/**
 * Onboarding (and, for a bypass, the character report) completed, or reopened by an admin. These events live on the
 * operator's onboarding stream, whose revisions are kept apart from the account stream's
 * `stream_revision` in `onboarding_stream_revision`, so each guard still sees its own stream.
 */
export async function applyOnboardingFlags(
  event: OnboardingFlagEvent,
  store: ReadStore,
): Promise<void> {
  const fields: Partial<AccountDoc> = {
    onboarding_completed: event.type !== 'OnboardingReopened',
  };
  if (event.type === 'OnboardingBypassed') fields.character_report_completed = true;
  await updateOnce(
    store.collection<AccountDoc>(ACCOUNTS_COLLECTION),
    { _id: event.data.operator_id },
    event,
    { $set: fields },
    'onboarding_stream_revision',
  );
}

/** The flags, to the operator's own sockets: the Marketplace opens live. */
export function onboardingFlagPushes(
  event: OnboardingFlagEvent,
  store: ReadStore,
): Promise<Push[]> {
  return accountUpdatePushes(store, event.data.operator_id, (account) => ({
    onboarding_completed: account.onboarding_completed,
    character_report_completed: account.character_report_completed,
  }));
}
