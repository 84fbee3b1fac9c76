import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { AdminOperatorFull } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { Readable } from 'node:stream';
import type { CsvColumn } from '#infrastructure/csv/csv-stream';
import { toAdminOperatorFull } from './admin-operator-view';

const PAGE_SIZE = 500;

/** Every operator account, oldest first, a page at a time (the export never holds them all). */
export async function* operatorPages(
  store: ReadStore,
  founders: ReadonlySet<string>,
): AsyncIterable<AdminOperatorFull[]> {
  const accounts = store.collection<AccountDoc>(ACCOUNTS_COLLECTION);
  const filter = { type: 'operator', deleted_at: { $exists: false } };
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const page = await accounts.find(filter, {
      sort: { created_at: 1, _id: 1 },
      skip,
      limit: PAGE_SIZE,
    });
    if (page.length > 0) yield page.map((account) => toAdminOperatorFull(account, founders));
    if (page.length < PAGE_SIZE) return;
  }
}

/** The pages as one JSON array, written as they arrive. */
export function jsonArrayStream(pages: AsyncIterable<readonly unknown[]>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const page of pages) {
        for (const item of page) {
          yield `${first ? '' : ','}\n${JSON.stringify(item)}`;
          first = false;
        }
      }
      yield '\n]\n';
    })(),
  );
}

/** The CSV export's columns: the spec's operator fields (never the password). */
export const OPERATOR_CSV_COLUMNS: readonly CsvColumn<AdminOperatorFull>[] = (
  [
    'id',
    'handle',
    'email',
    'full_name',
    'role',
    'status',
    'cohort',
    'email_verified',
    'timezone',
    'level',
    'streak',
    'capacity_hours',
    'reliability_alpha',
    'reliability_beta',
    'skill_vector',
    'prefs',
    'is_vetted',
    'compliant',
    'timezone_overlap_ok',
    'onboarding_completed',
    'character_report_completed',
    'created_at',
  ] as const
).map((field) => ({ header: field, value: (operator) => operator[field] }));
