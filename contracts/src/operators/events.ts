import { z } from 'zod';
import { defineEvent } from '../envelope';
import { StoredCvSchema } from '../files/stored-file';
import { RecordedEducationSchema } from '../identity/values';
import { SkillVectorSchema } from '../missions/values';
import {
  OnboardingDifficultySchema,
  OnboardingValidatorKindSchema,
} from './onboarding-bank-values';
import { CharacterReportSchema } from './character-report';

/** A task of the onboarding bank: the work that proves one skill. */
export const OnboardingTaskAdded = defineEvent(
  'OnboardingTaskAdded',
  z.object({
    task_id: z.string(),
    title: z.string(),
    description: z.string(),
    skill_tag: z.string(),
    difficulty: OnboardingDifficultySchema,
    estimated_hours: z.string(),
    required_skill_vector: SkillVectorSchema,
    reward_amount: z.number().min(0),
    validator_kind: OnboardingValidatorKindSchema,
    active: z.boolean(),
    /** The task's version (absent: 1). */
    version: z.number().int().min(1).optional(),
  }),
);

/**
 * An operator changed their profile (stream `operator-<id>`). Only the fields that changed are
 * present; null clears a field.
 */
export const ProfileUpdated = defineEvent(
  'ProfileUpdated',
  z.object({
    operator_id: z.string(),
    full_name: z.string().nullable().optional(),
    age: z.number().int().nullable().optional(),
    education: RecordedEducationSchema.nullable().optional(),
    university: z.string().nullable().optional(),
    bio: z.string().nullable().optional(),
    avatar_url: z.string().nullable().optional(),
  }),
);

/**
 * An operator's CV, checked by content and kept by the file store (stream `operator-<id>`);
 * it replaces the previous one. A CV sent with the registration rides on OperatorRegistered.
 */
export const CvUploaded = defineEvent(
  'CvUploaded',
  StoredCvSchema.extend({ operator_id: z.string(), uploaded_at: z.iso.datetime() }),
);

/** The character report, validated and normalised; a later one replaces it (stream `operator-<id>`). */
export const CharacterReportSubmitted = defineEvent(
  'CharacterReportSubmitted',
  z.object({ operator_id: z.string(), report: CharacterReportSchema }),
);

export const operatorEvents = [
  OnboardingTaskAdded,
  ProfileUpdated,
  CvUploaded,
  CharacterReportSubmitted,
] as const;
