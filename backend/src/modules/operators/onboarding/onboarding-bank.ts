import type { OnboardingValidatorKind } from '@morphic/contracts';
import { ONBOARDING_TASKS_COLLECTION, type OnboardingTaskDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '#infrastructure/tokens';
import { AlgorithmConfigReader } from '../../platform/algorithms/algorithm-config-reader';
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
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly algorithms: AlgorithmConfigReader,
  ) {}

  /**
   * With the algorithm configuration's `max_attempts_per_skill` (N > 0), only the first N active
   * tasks of each skill are offered, so a skill is blocked after N failures.
   */
  async load(): Promise<LoadedBank> {
    const [docs, config] = await Promise.all([
      this.store
        .collection<OnboardingTaskDoc>(ONBOARDING_TASKS_COLLECTION)
        .find({}, { sort: { created_at: 1, _id: 1 } }),
      this.algorithms.current(),
    ]);
    const maxAttempts = config.onboarding.max_attempts_per_skill;
    const bank: Record<string, string[]> = {};
    for (const doc of docs) {
      if (!doc.active) continue;
      const tasks = (bank[doc.skill_tag_lower] ??= []);
      if (maxAttempts === 0 || tasks.length < maxAttempts) tasks.push(doc._id);
    }
    return { bank, tasks: new Map(docs.map((doc) => [doc._id, doc])) };
  }
}

/**
 * Who judges an attempt at a bank task. Nothing judges against an answer key by itself yet, so an
 * `ai_reference` task goes to the validators, who read its answer key (they may download it).
 */
export function assignmentValidatorKind(kind: OnboardingValidatorKind): 'automated' | 'peer' {
  return kind === 'ai_reference' ? 'peer' : kind;
}
