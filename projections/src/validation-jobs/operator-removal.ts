import {
  VALIDATION_JOB_OPERATORS_COLLECTION,
  VALIDATION_JOB_SOURCES_COLLECTION,
  VALIDATION_JOBS_COLLECTION,
  deletedOperatorPlaceholder,
  type ValidationJobDoc,
  type ValidationJobOperatorDoc,
  type ValidationJobSourceDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import type { ProjectedEvent } from '../runtime/projection';

/** Jobs, their sources and the handle map show a deleted operator by the placeholder handle. */
export async function applyOperatorDeleted(
  event: ProjectedEvent<'OperatorDeleted'>,
  store: ReadStore,
): Promise<void> {
  const id = event.data.operator_id;
  const { handle } = deletedOperatorPlaceholder(id);
  await store
    .collection<ValidationJobOperatorDoc>(VALIDATION_JOB_OPERATORS_COLLECTION)
    .updateMany({ _id: id }, { $set: { handle } });
  await store
    .collection<ValidationJobSourceDoc>(VALIDATION_JOB_SOURCES_COLLECTION)
    .updateMany({ operator_id: id }, { $set: { operator_handle: handle } });
  await store
    .collection<ValidationJobDoc>(VALIDATION_JOBS_COLLECTION)
    .updateMany({ 'operator.id': id }, { $set: { operator: { id, handle } } });
}

/** The dropped onboarding assignments' jobs still awaiting a decision leave the queue. */
export async function applyOnboardingReset(
  event: ProjectedEvent<'OnboardingReset'>,
  store: ReadStore,
): Promise<void> {
  await store.collection<ValidationJobDoc>(VALIDATION_JOBS_COLLECTION).deleteMany({
    assignment_id: { $in: event.data.assignment_ids },
    status: { $in: ['open', 'claimed'] },
  });
}
