import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { CvInfoSchema, SessionUserSchema } from '../identity/api';
import { EducationSchema } from '../identity/values';
import { LIMITS } from '../spec/constants';
import { PROFILE_TEXTS } from '../spec/account-screens-texts';
import { SIGN_UP_TEXTS } from '../spec/sign-up-texts';
import { CharacterReportSchema } from './character-report';

export type CvInfo = z.infer<typeof CvInfoSchema>;

export const PROFILE_LIMITS = {
  fullNameLength: 100,
  universityLength: 200,
  bioLength: 1000,
  avatarUrlLength: 2048,
} as const;

/** A text field of the profile form: trimmed, and empty means "clear it" (null). */
const clearableText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const isHttpUrl = (value: string): boolean =>
  z.url({ protocol: /^https?$/ }).safeParse(value).success;

/**
 * `PUT /api/auth/profile`: every field optional (absent: unchanged), empty text or null clears
 * it. Age 13 to 120; the avatar is an http(s) URL or empty.
 */
export const UpdateProfileRequestSchema = z.object({
  full_name: clearableText(PROFILE_LIMITS.fullNameLength, SIGN_UP_TEXTS.fullNameTooLong),
  age: z
    .number({ error: SIGN_UP_TEXTS.ageRange })
    .int(SIGN_UP_TEXTS.ageRange)
    .min(LIMITS.ageMin, SIGN_UP_TEXTS.ageRange)
    .max(LIMITS.ageMax, SIGN_UP_TEXTS.ageRange)
    .nullable()
    .optional(),
  education: z
    .union([z.literal(''), EducationSchema], { error: SIGN_UP_TEXTS.educationInvalid })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  university: clearableText(PROFILE_LIMITS.universityLength, SIGN_UP_TEXTS.universityTooLong),
  bio: clearableText(PROFILE_LIMITS.bioLength, PROFILE_TEXTS.bioTooLong(PROFILE_LIMITS.bioLength)),
  avatar_url: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.avatarUrlLength, PROFILE_TEXTS.avatarInvalid)
    .refine((value) => value === '' || isHttpUrl(value), PROFILE_TEXTS.avatarInvalid)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;
export type ProfileChanges = z.output<typeof UpdateProfileRequestSchema>;

export const UpdateProfileResponseSchema = z.object({
  success: z.literal(true),
  user: SessionUserSchema,
  message: z.string(),
});
export type UpdateProfileResponse = CommandAnswer<typeof UpdateProfileResponseSchema>;

export const CvUploadResponseSchema = z.object({
  success: z.literal(true),
  cv: CvInfoSchema,
  message: z.string(),
});
export type CvUploadResponse = CommandAnswer<typeof CvUploadResponseSchema>;

/** The operator record of spec 01 section 3, with the profile fields. */
export const OperatorRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  age: z.number().nullable(),
  education: EducationSchema.nullable(),
  university: z.string().nullable(),
  credits: z.number(),
  cohort: z.string().nullable(),
  /** Comma-separated roles, as the session user carries them. */
  role: z.string(),
  onboarding_completed: z.boolean(),
  character_report_completed: z.boolean(),
  character_report_data: CharacterReportSchema.nullable(),
  cv: CvInfoSchema.nullable(),
  created_at: z.string(),
});
export type OperatorRecord = z.infer<typeof OperatorRecordSchema>;

export const OperatorRecordResponseSchema = z.object({
  success: z.literal(true),
  operator: OperatorRecordSchema,
});
export type OperatorRecordResponse = z.infer<typeof OperatorRecordResponseSchema>;

export const CharacterReportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  operator: OperatorRecordSchema,
});
export type CharacterReportResponse = CommandAnswer<typeof CharacterReportResponseSchema>;
