import { ONBOARDING_TASKS_COLLECTION, type OnboardingTaskDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../../infrastructure/tokens';
import type { OnboardingBank } from './onboarding.decider';

export interface LoadedBank {
  /** Active task ids per skill (lower case), oldest first: the order tasks are given in. */
  readonly bank: OnboardingBank;
  /** Every task of the bank, active or not, by id. */
  readonly tasks: ReadonlyMap<string, OnboardingTaskDoc>;
}

/** The onboarding task bank, from its read model. */
@Injectable()
export class OnboardingBankReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async load(): Promise<LoadedBank> {
    const docs = await this.store
      .collection<OnboardingTaskDoc>(ONBOARDING_TASKS_COLLECTION)
      .find({}, { sort: { created_at: 1, _id: 1 } });
    const bank: Record<string, string[]> = {};
    for (const doc of docs) {
      if (!doc.active) continue;
      (bank[doc.skill_tag_lower] ??= []).push(doc._id);
    }
    return { bank, tasks: new Map(docs.map((doc) => [doc._id, doc])) };
  }
}
