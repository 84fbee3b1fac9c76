import { ACCOUNTS_COLLECTION, ROOMS, type AccountDoc, type ReadStore } from '@morphic/contracts';
import type { ProjectedEvent, Push } from '../runtime/projection';

type OnboardingFlagEvent = ProjectedEvent<'OnboardingCompleted' | 'OnboardingBypassed'>;

/**
 * Onboarding (and, for a bypass, the character report) completed. These events live on the
 * operator's onboarding stream, whose revisions are kept apart from the account stream's
 * `stream_revision` in `onboarding_stream_revision`, so each guard still sees its own stream.
 */
export async function applyOnboardingFlags(
  event: OnboardingFlagEvent,
  store: ReadStore,
): Promise<void> {
  const revision = Number(event.revision);
  const fields: Partial<AccountDoc> = { onboarding_completed: true };
  if (event.type === 'OnboardingBypassed') fields.character_report_completed = true;
  await store.collection<AccountDoc>(ACCOUNTS_COLLECTION).updateOne(
    {
      _id: event.data.operator_id,
      $or: [
        { onboarding_stream_revision: { $exists: false } },
        { onboarding_stream_revision: { $lt: revision } },
      ],
    },
    { $set: { ...fields, onboarding_stream_revision: revision } },
  );
}

/** The flags, to the operator's own sockets: the Marketplace opens live. */
export async function onboardingFlagPushes(
  event: OnboardingFlagEvent,
  store: ReadStore,
): Promise<Push[]> {
  const account = await store
    .collection<AccountDoc>(ACCOUNTS_COLLECTION)
    .findOne({ _id: event.data.operator_id });
  if (!account) return [];
  return [
    {
      rooms: [ROOMS.user(account._id)],
      message: 'account.updated',
      data: {
        id: account._id,
        onboarding_completed: account.onboarding_completed,
        character_report_completed: account.character_report_completed,
      },
    },
  ];
}
