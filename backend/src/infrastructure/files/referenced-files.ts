import {
  ACCOUNTS_COLLECTION,
  ASSIGNMENTS_COLLECTION,
  VALIDATION_JOBS_COLLECTION,
  VALIDATION_JOB_SOURCES_COLLECTION,
  type AccountDoc,
  type AssignmentDoc,
  type ValidationJobDoc,
  type ValidationJobSourceDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';

/**
 * The stored files the read models reference: every account's current CV, and the files of
 * every assignment's submission and validation job (a decided job keeps the files it judged).
 * A read model that starts keeping files must be added here, or the sweeper deletes them.
 */
export async function referencedSavedNames(store: ReadStore): Promise<Set<string>> {
  const [accounts, assignments, jobs, jobSources] = await Promise.all([
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
  ]);
  return new Set([
    ...accounts.flatMap((account) => (account.cv ? [account.cv.saved_name] : [])),
    ...assignments.flatMap((assignment) => assignment.submission_files.map((f) => f.saved_name)),
    ...jobs.flatMap((job) => job.submission_files.map((f) => f.saved_name)),
    ...jobSources.flatMap((source) => source.files.map((f) => f.saved_name)),
  ]);
}
