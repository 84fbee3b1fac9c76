import {
  ACCOUNTS_COLLECTION,
  ADMIN_UPLOADS_COLLECTION,
  ASSIGNMENTS_COLLECTION,
  ONBOARDING_TASKS_COLLECTION,
  VALIDATION_JOBS_COLLECTION,
  VALIDATION_JOB_SOURCES_COLLECTION,
  type AccountDoc,
  type AdminUploadDoc,
  type AssignmentDoc,
  type OnboardingTaskDoc,
  type ValidationJobDoc,
  type ValidationJobSourceDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';

/**
 * The stored files the read models reference: every account's current CV, and the files of
 * every assignment's submission and validation job (a decided job keeps the files it judged),
 * the answer keys of the onboarding bank, and the files admins uploaded from the console.
 * A read model that starts keeping files must be added here, or the sweeper deletes them.
 */
export async function referencedSavedNames(store: ReadStore): Promise<Set<string>> {
  const [accounts, assignments, jobs, jobSources, bankTasks, adminUploads] = await Promise.all([
    store
      .collection<Pick<AccountDoc, '_id' | 'cv'>>(ACCOUNTS_COLLECTION)
      .find({}, { projection: { cv: 1 } }),
    store
      .collection<Pick<AssignmentDoc, '_id' | 'submission_files'>>(ASSIGNMENTS_COLLECTION)
      .find({}, { projection: { submission_files: 1 } }),
    store
      .collection<Pick<ValidationJobDoc, '_id' | 'submission_files'>>(VALIDATION_JOBS_COLLECTION)
      .find({}, { projection: { submission_files: 1 } }),
    store
      .collection<Pick<ValidationJobSourceDoc, '_id' | 'files'>>(VALIDATION_JOB_SOURCES_COLLECTION)
      .find({}, { projection: { files: 1 } }),
    store
      .collection<Pick<OnboardingTaskDoc, '_id' | 'answer_key_files'>>(ONBOARDING_TASKS_COLLECTION)
      .find({}, { projection: { answer_key_files: 1 } }),
    store
      .collection<Pick<AdminUploadDoc, '_id' | 'files'>>(ADMIN_UPLOADS_COLLECTION)
      .find({}, { projection: { files: 1 } }),
  ]);
  return new Set([
    ...accounts.flatMap((account) => (account.cv ? [account.cv.saved_name] : [])),
    ...assignments.flatMap((assignment) => assignment.submission_files.map((f) => f.saved_name)),
    ...jobs.flatMap((job) => job.submission_files.map((f) => f.saved_name)),
    ...jobSources.flatMap((source) => source.files.map((f) => f.saved_name)),
    ...bankTasks.flatMap((task) => (task.answer_key_files ?? []).map((f) => f.saved_name)),
    ...adminUploads.flatMap((upload) => upload.files.map((f) => f.saved_name)),
  ]);
}
