import {
  ACCOUNTS_COLLECTION,
  ASSIGNMENTS_COLLECTION,
  MISSIONS_COLLECTION,
  VALIDATION_JOBS_COLLECTION,
  type AccountDoc,
  type AssignmentDoc,
  type MissionDoc,
  type ValidationJobDoc,
} from '@morphic/contracts/server';
import { readInPages, type Document, type Filter, type ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '#infrastructure/tokens';
import type { JoinedRow } from './export-columns';

/** The rows of each export, read from the read models a page at a time. */
@Injectable()
export class ExportRows {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  operators(): AsyncIterable<AccountDoc[]> {
    return this.pages<AccountDoc>(ACCOUNTS_COLLECTION, {
      type: 'operator',
      deleted_at: { $exists: false },
    });
  }

  missions(): AsyncIterable<MissionDoc[]> {
    return this.pages<MissionDoc>(MISSIONS_COLLECTION);
  }

  assignments(): AsyncIterable<AssignmentDoc[]> {
    return this.pages<AssignmentDoc>(ASSIGNMENTS_COLLECTION);
  }

  validations(): AsyncIterable<ValidationJobDoc[]> {
    return this.pages<ValidationJobDoc>(VALIDATION_JOBS_COLLECTION);
  }

  /** Each page of assignments with its operators and missions, fetched for that page only. */
  async *joined(): AsyncIterable<JoinedRow[]> {
    for await (const assignments of this.assignments()) {
      const [operators, missions] = await Promise.all([
        this.byId<AccountDoc>(
          ACCOUNTS_COLLECTION,
          assignments.map((a) => a.operator_id),
        ),
        this.byId<MissionDoc>(
          MISSIONS_COLLECTION,
          assignments.flatMap((a) => (a.mission_id ? [a.mission_id] : [])),
        ),
      ]);
      yield assignments.map((assignment) => ({
        assignment,
        operator: operators.get(assignment.operator_id) ?? null,
        mission: (assignment.mission_id && missions.get(assignment.mission_id)) || null,
      }));
    }
  }

  private pages<T extends Document>(collection: string, filter: Filter = {}) {
    return readInPages(this.store.collection<T>(collection), filter);
  }

  private async byId<T extends Document>(
    collection: string,
    ids: readonly string[],
  ): Promise<Map<string, T>> {
    if (ids.length === 0) return new Map();
    const docs = await this.store
      .collection<T>(collection)
      .find({ _id: { $in: [...new Set(ids)] } });
    return new Map(docs.map((doc) => [doc._id, doc]));
  }
}
