import {
  ALGORITHM_SECTIONS,
  ALGORITHM_SECTION_NAMES,
  type AlgorithmConfigValues,
  type AlgorithmSectionView,
} from '@morphic/contracts';
import {
  ACCOUNTS_COLLECTION,
  ALGORITHM_CONFIG_COLLECTION,
  type AccountDoc,
  type AlgorithmConfigDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '#infrastructure/config/app-config';
import { APP_CONFIG, READ_STORE } from '#infrastructure/tokens';

/**
 * The algorithm parameters in force: each section as an admin saved it, else as the environment
 * gives it (a parameter added after a save takes its environment value).
 */
@Injectable()
export class AlgorithmConfigReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The values the product uses now. */
  async current(): Promise<AlgorithmConfigValues> {
    const saved = await this.savedSections();
    return Object.fromEntries(
      ALGORITHM_SECTION_NAMES.map((section) => [
        section,
        { ...this.config.algorithmDefaults[section], ...saved.get(section)?.values },
      ]),
    ) as unknown as AlgorithmConfigValues;
  }

  /** Every section with its values, and who saved them when (null: the environment's). */
  async sections(): Promise<AlgorithmSectionView[]> {
    const [saved, values] = await Promise.all([this.savedSections(), this.current()]);
    const saverIds = [
      ...new Set([...saved.values()].flatMap((doc) => (doc.saved_by ? [doc.saved_by] : []))),
    ];
    const savers = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .find({ _id: { $in: saverIds } }, { projection: { username: 1 } });
    const usernames = new Map(savers.map((account) => [account._id, account.username]));
    return ALGORITHM_SECTION_NAMES.map((section) => {
      const doc = saved.get(section);
      return {
        section,
        title: ALGORITHM_SECTIONS[section].title,
        values: { ...values[section] },
        source: doc ? 'saved' : 'environment',
        saved_by: doc?.saved_by ?? null,
        saved_by_username: (doc?.saved_by && usernames.get(doc.saved_by)) || null,
        saved_at: doc?.saved_at ?? null,
      };
    });
  }

  private async savedSections(): Promise<Map<string, AlgorithmConfigDoc>> {
    const docs = await this.store
      .collection<AlgorithmConfigDoc>(ALGORITHM_CONFIG_COLLECTION)
      .find({});
    return new Map(docs.map((doc) => [doc._id, doc]));
  }
}
