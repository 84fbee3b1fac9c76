import { ONBOARDING_BANK_TEXTS, type BankTask } from '@morphic/contracts';
import { ONBOARDING_TASKS_COLLECTION, type OnboardingTaskDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

export class GetBankTasks extends Query<BankTask[]> {}

/** One task of the bank, deleted ones aside; 404 otherwise. */
export class GetBankTask extends Query<OnboardingTaskDoc> {
  constructor(readonly taskId: string) {
    super();
  }
}

export function toBankTask(doc: OnboardingTaskDoc): BankTask {
  const files = doc.answer_key_files ?? [];
  return {
    id: doc._id,
    title: doc.title,
    description: doc.description,
    skill_tag: doc.skill_tag,
    difficulty: doc.difficulty,
    version: doc.version,
    required_skill_vector: doc.required_skill_vector,
    reward_amount: doc.reward_amount,
    validator_kind: doc.validator_kind,
    answer_key_ref: files[0]?.original_name ?? null,
    answer_key_files: files.map((file) => ({
      name: file.saved_name,
      original_name: file.original_name,
      size: file.size,
      content_type: file.content_type,
      uploaded_at: file.uploaded_at,
    })),
    active: doc.active,
    created_at: doc.created_at,
    updated_at: doc.updated_at ?? null,
  };
}

const tasksOf = (store: ReadStore) =>
  store.collection<OnboardingTaskDoc>(ONBOARDING_TASKS_COLLECTION);

@QueryHandler(GetBankTasks)
export class GetBankTasksHandler implements IQueryHandler<GetBankTasks> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute(): Promise<BankTask[]> {
    const docs = await tasksOf(this.store).find(
      { deleted_at: { $exists: false } },
      { sort: { skill_tag_lower: 1, created_at: 1, _id: 1 } },
    );
    return docs.map(toBankTask);
  }
}

@QueryHandler(GetBankTask)
export class GetBankTaskHandler implements IQueryHandler<GetBankTask> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ taskId }: GetBankTask): Promise<OnboardingTaskDoc> {
    const doc = await tasksOf(this.store).findOne({ _id: taskId, deleted_at: { $exists: false } });
    if (!doc) throw new NotFoundException(ONBOARDING_BANK_TEXTS.notFound);
    return doc;
  }
}
