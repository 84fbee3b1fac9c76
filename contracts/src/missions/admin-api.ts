import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { JiraAttachmentViewSchema } from '../companies/jira-attachments';
import { MISSIONS_CONSOLE_TEXTS as TEXTS } from '../spec/missions-console-texts';
import { AssignmentSchema } from './assignment-api';
import { agreeOnSubtask, SubtaskFamilySchema, subtaskFields } from './subtask-api';
import { parseSkillList, skillVectorOfList } from './marketplace-api';
import {
  DifficultySchema,
  MissionStatusSchema,
  SkillVectorSchema,
  SubmissionFileSchema,
  type Difficulty,
} from './values';

/** Spec 03 section 5 and 9: what the create form starts with. */
export const ADMIN_MISSION_DEFAULTS = {
  difficulty_b: 0.6,
  discrimination_a: 1,
  complexity_c: 1,
  reward_amount: 0,
  reward_asset: 'USD',
  deadline_at: null,
} as const;

export const ADMIN_MISSIONS_PAGE_SIZE = { default: 25, max: 100 } as const;

/** The marketplace's three difficulty words, from the item difficulty b (0 easy .. 1 hard). */
export function difficultyOfB(difficultyB: number): Difficulty {
  if (difficultyB < 0.4) return 'beginner';
  if (difficultyB < 0.7) return 'intermediate';
  return 'advanced';
}

/** Domain tags to the skills they require: lower-cased keys, every one at the same weight. */
export const skillVectorOfTags = (tags: readonly string[]): Record<string, number> =>
  skillVectorOfList(parseSkillList(tags.join(',')));

/** An optional filter whose blank value (an unset select) means "any". */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Query of `GET /api/admin/missions` (spec 03 "Tasks tab"): search, status, owner, page. */
export const AdminMissionsQuerySchema = z.object({
  q: z.string().trim().max(100, TEXTS.searchTooLong).default(''),
  status: filter(z.enum(MissionStatusSchema.options, { error: TEXTS.unknownStatus })),
  owner_operator_id: filter(z.string().trim().max(100)),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).default(1),
  page_size: z.coerce
    .number({ error: 'page_size must be a number' })
    .int()
    .min(1)
    .max(ADMIN_MISSIONS_PAGE_SIZE.max)
    .default(ADMIN_MISSIONS_PAGE_SIZE.default),
});
export type AdminMissionsQuery = z.input<typeof AdminMissionsQuerySchema>;
export type AdminMissionsParams = z.output<typeof AdminMissionsQuerySchema>;

/** A mission as the console lists and edits it (spec 03 "Mission"). */
export const AdminMissionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: MissionStatusSchema,
  domain_tags: z.array(z.string()),
  required_skill_vector: SkillVectorSchema,
  difficulty: DifficultySchema,
  difficulty_b: z.number(),
  discrimination_a: z.number(),
  complexity_c: z.number(),
  reward_amount: z.number(),
  reward_asset: z.string(),
  deadline_at: z.string().nullable(),
  owner_operator_id: z.string().nullable(),
  owner_handle: z.string().nullable(),
  company_id: z.string().nullable(),
  jira_key: z.string().nullable(),
  requires_vetted: z.boolean(),
  ...SubtaskFamilySchema.shape,
  assignments_count: z.number().int(),
  /** The handle of the operator whose assignment holds the mission now (null: nobody). */
  assignee_handle: z.string().nullable(),
  created_at: z.string(),
});
export type AdminMission = z.infer<typeof AdminMissionSchema>;

export const AdminMissionsResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  missions: z.array(AdminMissionSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminMissionsResponse = z.infer<typeof AdminMissionsResponseSchema>;

/** JSON text (or the value itself) parsed and checked, with `message` when it is not valid. */
const jsonField = <T extends z.ZodType>(schema: T, message: string) =>
  z.unknown().transform((value, context): z.output<T> => {
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value);
      } catch {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    }
    const checked = schema.safeParse(parsed);
    if (!checked.success) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return checked.data;
  });

/** Blank text (an untouched form field) is the same as leaving the field out. */
const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    schema.optional(),
  );

const skillVectorField = blankIsAbsent(jsonField(SkillVectorSchema, TEXTS.skillVectorMustBeJson));

/** A list of tags, or its JSON text (spec 03 "Mission edit"), or comma-separated text. */
const domainTagsField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text.startsWith('[')) return text;
    const tags = text
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag.length > 0);
    return JSON.stringify([...new Set(tags)]);
  },
  jsonField(z.array(z.string().trim().min(1).max(60)).max(30), TEXTS.domainTagsMustBeJson),
);

const requiredText = (max: number) =>
  z
    .string({ error: TEXTS.titleAndDescriptionRequired })
    .trim()
    .min(1, { error: TEXTS.titleAndDescriptionRequired })
    .max(max);

const deadlineField = z.preprocess(
  (value) => (value === '' ? null : value),
  z.iso.datetime({ offset: true, error: 'deadline_at must be an ISO date and time' }).nullable(),
);

const missionNumbers = {
  difficulty_b: z.number().min(0).max(1),
  discrimination_a: z.number().min(0).max(10),
  complexity_c: z.number().min(0).max(10),
  reward_amount: z.number().min(0).max(1_000_000),
  reward_asset: z.string().trim().min(1).max(12),
};

/**
 * `POST /api/admin/missions` (spec 03 section 5): title and description required; the skill
 * vector JSON or, left out, the domain tags at equal weights; the spec's defaults.
 */
export const AdminCreateMissionRequestSchema = z
  .object({
    title: requiredText(200),
    description: requiredText(20_000),
    domain_tags: domainTagsField.default([]),
    required_skill_vector: skillVectorField,
    difficulty_b: missionNumbers.difficulty_b.default(ADMIN_MISSION_DEFAULTS.difficulty_b),
    discrimination_a: missionNumbers.discrimination_a.default(
      ADMIN_MISSION_DEFAULTS.discrimination_a,
    ),
    complexity_c: missionNumbers.complexity_c.default(ADMIN_MISSION_DEFAULTS.complexity_c),
    reward_amount: missionNumbers.reward_amount.default(ADMIN_MISSION_DEFAULTS.reward_amount),
    reward_asset: missionNumbers.reward_asset.default(ADMIN_MISSION_DEFAULTS.reward_asset),
    deadline_at: deadlineField.default(ADMIN_MISSION_DEFAULTS.deadline_at),
    requires_vetted: z.boolean().default(false),
    ...subtaskFields,
  })
  .superRefine(agreeOnSubtask)
  .transform((input) => ({
    ...input,
    required_skill_vector: input.required_skill_vector ?? skillVectorOfTags(input.domain_tags),
  }));
export type AdminCreateMissionRequest = z.input<typeof AdminCreateMissionRequestSchema>;
export type AdminCreateMission = z.output<typeof AdminCreateMissionRequestSchema>;

/**
 * `PUT /api/admin/missions/{id}` (spec 03 "Mission edit"): domain_tags and the skill vector as
 * JSON text, requires_vetted true when its text is `true`, the deadline an ISO string. A field
 * left out keeps its value.
 */
export const AdminUpdateMissionRequestSchema = z.object({
  title: requiredText(200).optional(),
  description: requiredText(20_000).optional(),
  domain_tags: blankIsAbsent(domainTagsField),
  required_skill_vector: skillVectorField,
  difficulty_b: missionNumbers.difficulty_b.optional(),
  discrimination_a: missionNumbers.discrimination_a.optional(),
  complexity_c: missionNumbers.complexity_c.optional(),
  reward_amount: missionNumbers.reward_amount.optional(),
  reward_asset: missionNumbers.reward_asset.optional(),
  deadline_at: deadlineField.optional(),
  requires_vetted: z
    .union([z.boolean(), z.string()])
    .transform((value) => value === true || value === 'true')
    .optional(),
});
export type AdminUpdateMissionRequest = z.input<typeof AdminUpdateMissionRequestSchema>;
export type AdminUpdateMission = z.output<typeof AdminUpdateMissionRequestSchema>;

export const AdminMissionCommandResponseSchema = z.object({
  success: z.literal(true),
  mission: AdminMissionSchema,
  message: z.string(),
});
export type AdminMissionCommandResponse = CommandAnswer<typeof AdminMissionCommandResponseSchema>;

export const AdminMissionStatusRequestSchema = z.object({
  status: z.enum(MissionStatusSchema.options, { error: TEXTS.unknownStatus }),
});
export type AdminMissionStatusRequest = z.input<typeof AdminMissionStatusRequestSchema>;

export const AdminAssignByUsernameRequestSchema = z.object({
  username: z.string({ error: TEXTS.usernameRequired }).trim().min(1, TEXTS.usernameRequired),
});
export type AdminAssignByUsernameRequest = z.input<typeof AdminAssignByUsernameRequestSchema>;

export const AdminAssignByUsernameResponseSchema = z.object({
  success: z.literal(true),
  operator_handle: z.string(),
  assignment_id: z.string(),
  message: z.string(),
});
export type AdminAssignByUsernameResponse = CommandAnswer<
  typeof AdminAssignByUsernameResponseSchema
>;

export const AdminDeleteMissionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type AdminDeleteMissionResponse = CommandAnswer<typeof AdminDeleteMissionResponseSchema>;

/** A validation entry of one of the mission's submissions (spec 03 "Mission", validations). */
export const AdminMissionValidationSchema = z.object({
  id: z.string(),
  assignment_id: z.string(),
  validation_type: z.string(),
  status: z.string(),
  score: z.number().nullable(),
  feedback: z.string().nullable(),
  logs: z.array(
    z.object({ timestamp: z.string(), status: z.string(), message: z.string().nullable() }),
  ),
  submitted_at: z.string(),
  validated_at: z.string().nullable(),
});
export type AdminMissionValidation = z.infer<typeof AdminMissionValidationSchema>;

/** The company behind the mission, with its Jira setup (never a token). */
export const AdminMissionCompanySchema = z.object({
  id: z.string(),
  company_name: z.string(),
  jira_url: z.string().nullable(),
  jira_upload_enabled: z.boolean(),
  jira_upload_username: z.string().nullable(),
  has_upload_token: z.boolean(),
});

/** A question an operator asked while working on the mission (Operator Messages). */
export const AdminMissionQuestionSchema = z.object({
  assignment_id: z.string(),
  operator_handle: z.string().nullable(),
  timestamp: z.string(),
  question: z.string(),
});

/** Files an admin uploaded from the analysis screen (upload tests, an assignment's files). */
export const AdminUploadSchema = z.object({
  id: z.string(),
  purpose: z.enum(['upload_test', 'jira_test', 'assignment']),
  mission_id: z.string().nullable(),
  assignment_id: z.string().nullable(),
  files: z.array(SubmissionFileSchema),
  uploaded_at: z.string(),
});
export type AdminUpload = z.infer<typeof AdminUploadSchema>;

/** `GET /api/admin/missions/{id}/stats`: the mission analysis screen. */
export const AdminMissionStatsResponseSchema = z.object({
  success: z.literal(true),
  mission: AdminMissionSchema.extend({
    subtasks: z.array(AdminMissionSchema.extend({ assignments: z.array(AssignmentSchema) })),
    validations: z.array(AdminMissionValidationSchema),
    company: AdminMissionCompanySchema.nullable(),
    jira_push_error: z.string().nullable(),
    jira_refusal: z.string().nullable(),
    /** Files people attached to its Jira issue, oldest first. */
    jira_attachments: z.array(JiraAttachmentViewSchema),
  }),
  /** Every assignment of the mission, newest first, with its solution files. */
  assignments: z.array(AssignmentSchema),
  questions: z.array(AdminMissionQuestionSchema),
  /** What admins uploaded to the mission or its assignments, newest first. */
  uploads: z.array(AdminUploadSchema),
  has_jira: z.boolean(),
});
export type AdminMissionStatsResponse = z.infer<typeof AdminMissionStatsResponseSchema>;

/** The admin's uploads (files kept private to admins). */
export const AdminUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  files: z.array(SubmissionFileSchema),
});
export type AdminUploadResponse = CommandAnswer<typeof AdminUploadResponseSchema>;

export const AdminJiraTestUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  uploaded: z.number().int(),
  total: z.number().int(),
  jira_key: z.string(),
});
export type AdminJiraTestUploadResponse = CommandAnswer<typeof AdminJiraTestUploadResponseSchema>;

/** Spec 03 section 8: the upload test's success text clears after 2 s, its errors after 3 s. */
export const MISSION_UPLOAD_STATUS_MS = { success: 2000, error: 3000 } as const;
