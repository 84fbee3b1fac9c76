import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { SkillVectorSchema } from '../missions/values';
import {
  ONBOARDING_BANK_LIMITS as LIMITS,
  ONBOARDING_BANK_TEXTS as T,
} from '../spec/system-data-texts';
import {
  ONBOARDING_BANK_DEFAULTS,
  ONBOARDING_DIFFICULTIES,
  OnboardingDifficultySchema,
  OnboardingValidatorKindSchema,
} from './onboarding-bank-values';

/** An answer-key file as the console lists it (downloaded through its own endpoint). */
export const AnswerKeyFileSchema = z.object({
  name: z.string(),
  original_name: z.string(),
  size: z.number(),
  content_type: z.string(),
  uploaded_at: z.string(),
});
export type AnswerKeyFile = z.infer<typeof AnswerKeyFileSchema>;

/** One task of the bank (spec 03, "Onboarding task (bank)"). */
export const BankTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  skill_tag: z.string(),
  difficulty: OnboardingDifficultySchema,
  version: z.number(),
  required_skill_vector: SkillVectorSchema,
  reward_amount: z.number(),
  validator_kind: OnboardingValidatorKindSchema,
  /** The answer key's first file name, or null without an answer key. */
  answer_key_ref: z.string().nullable(),
  answer_key_files: z.array(AnswerKeyFileSchema),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type BankTask = z.infer<typeof BankTaskSchema>;

export const BankTasksResponseSchema = z.object({ tasks: z.array(BankTaskSchema) });
export type BankTasksResponse = z.infer<typeof BankTasksResponseSchema>;

const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * A task as the console saves it, create and edit alike. The console always sends version 1,
 * reward 0 and ai_reference (spec 03); they are the defaults for any other caller too.
 */
export const SaveBankTaskRequestSchema = z.object({
  title: requiredText(T.titleRequired, T.titleTooLong, LIMITS.titleMax),
  description: requiredText(T.descriptionRequired, T.descriptionTooLong, LIMITS.descriptionMax),
  skill_tag: requiredText(T.skillTagRequired, T.skillTagTooLong, LIMITS.skillTagMax),
  difficulty: z
    .enum(ONBOARDING_DIFFICULTIES, { error: T.difficultyInvalid })
    .default(ONBOARDING_BANK_DEFAULTS.difficulty),
  version: z
    .number({ error: T.versionInvalid })
    .int(T.versionInvalid)
    .min(1, T.versionInvalid)
    .default(ONBOARDING_BANK_DEFAULTS.version),
  required_skill_vector: z
    .record(z.string(), z.number().min(0).max(1), { error: T.skillVectorInvalid })
    .optional(),
  reward_amount: z
    .number({ error: T.rewardInvalid })
    .min(0, T.rewardInvalid)
    .default(ONBOARDING_BANK_DEFAULTS.reward_amount),
  validator_kind: z
    .literal('ai_reference', { error: T.validatorKindInvalid })
    .default(ONBOARDING_BANK_DEFAULTS.validator_kind),
  active: z.boolean({ error: T.activeInvalid }).default(true),
});
export type SaveBankTaskRequest = z.infer<typeof SaveBankTaskRequestSchema>;
export type SaveBankTaskInput = z.input<typeof SaveBankTaskRequestSchema>;

export const BankTaskCommandResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  task: BankTaskSchema,
});
export type BankTaskCommandResponse = CommandAnswer<typeof BankTaskCommandResponseSchema>;

export const BankTaskDeletedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.string(),
});
export type BankTaskDeletedResponse = CommandAnswer<typeof BankTaskDeletedResponseSchema>;

/** The multipart field of the answer-key upload. */
export const ANSWER_KEY_FILES_FIELD = 'files';
