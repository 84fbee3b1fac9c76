import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { characterCount } from '../identity/password-strength';
import {
  isEmailAddress,
  registrationProblem,
  usernameProblem,
} from '../identity/registration-rules';
import type { Role } from '../identity/role-names';
import { parseRoles } from '../identity/roles';
import { NOTIFICATION_LIMITS } from '../messaging/send-notification';
import { OPERATOR_FLAG_NAMES } from '../operators/admin-values';
import { OPERATORS_CONSOLE_TEXTS } from '../spec/operators-console-texts';
import { SIGN_UP_TEXTS } from '../spec/sign-up-texts';

export const OPERATOR_ROLE_FILTERS = [
  'all',
  'operator',
  'validator',
  'founder',
  'admin',
  'operator,validator',
] as const;
export type OperatorRoleFilter = (typeof OPERATOR_ROLE_FILTERS)[number];

export const ADMIN_OPERATORS_PAGE_SIZE = { default: 20, max: 100 } as const;

/** Query of `GET /api/admin/operators` (spec 03 "Operators tab"): search, role, cohort, page. */
export const AdminOperatorsQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
  role: z.enum(OPERATOR_ROLE_FILTERS, { error: 'Unknown role filter' }).default('all'),
  cohort: z.string().trim().max(80).optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).default(1),
  page_size: z.coerce
    .number({ error: 'page_size must be a number' })
    .int()
    .min(1)
    .max(ADMIN_OPERATORS_PAGE_SIZE.max)
    .default(ADMIN_OPERATORS_PAGE_SIZE.default),
});
export type AdminOperatorsQuery = z.input<typeof AdminOperatorsQuerySchema>;
export type AdminOperatorsParams = z.output<typeof AdminOperatorsQuerySchema>;

export const AdminOperatorSchema = z.object({
  id: z.string(),
  handle: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  /** Comma-separated effective roles. */
  role: z.string(),
  roles: z.array(z.string()),
  status: z.enum(['active', 'suspended', 'pending_verification']),
  cohort: z.string().nullable(),
  onboarding_completed: z.boolean(),
  character_report_completed: z.boolean(),
  created_at: z.string(),
  /** Why the Impersonate action is unavailable for this operator (null: available). */
  impersonation_blocked_reason: z.string().nullable(),
});
export type AdminOperator = z.infer<typeof AdminOperatorSchema>;

/** An operator's details as the console's inline editor shows them (spec 03 "Operator"). */
export const AdminOperatorDetailsSchema = z.object({
  email_verified: z.boolean(),
  timezone: z.string().nullable(),
  level: z.number().int(),
  streak: z.number().int(),
  capacity_hours: z.number().int(),
  reliability_alpha: z.number(),
  reliability_beta: z.number(),
  skill_vector: z.record(z.string(), z.number()),
  prefs: z.record(z.string(), z.unknown()),
  is_vetted: z.boolean(),
  compliant: z.boolean(),
  timezone_overlap_ok: z.boolean(),
});

/** One operator with every field the console edits. */
export const AdminOperatorFullSchema = AdminOperatorSchema.extend(AdminOperatorDetailsSchema.shape);
export type AdminOperatorFull = z.infer<typeof AdminOperatorFullSchema>;

export const AdminOperatorsResponseSchema = z.object({
  success: z.literal(true),
  operators: z.array(AdminOperatorFullSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminOperatorsResponse = z.infer<typeof AdminOperatorsResponseSchema>;

const T = OPERATORS_CONSOLE_TEXTS;

/** Roles as a comma-separated string (the spec's form) or a list; unknown words are dropped. */
const rolesInput = z
  .union([z.string(), z.array(z.string())], { error: T.roleInvalid })
  .transform((value) => parseRoles(Array.isArray(value) ? value.join(',') : value));

/** A blank text field means "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Integers arrive as numbers or as the text of the inline editor. */
const integerField = (field: string) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? Number(given.trim()) : given;
    },
    z
      .number({ error: T.integerField(field) })
      .int(T.integerField(field))
      .optional(),
  );

const numberField = (field: string) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? Number(given.trim()) : given;
    },
    z
      .number({ error: T.numberField(field) })
      .refine(Number.isFinite, T.numberField(field))
      .optional(),
  );

/** JSON objects arrive parsed or as the editor's JSON text. */
const jsonObjectField = <S extends z.ZodType>(field: string, schema: S) =>
  z.preprocess((value, context) => {
    const given = blankToUndefined(value);
    if (typeof given !== 'string') return given;
    try {
      return JSON.parse(given) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: T.jsonObjectField(field) });
      return z.NEVER;
    }
  }, schema.optional());

const plainObject = (field: string) =>
  z.record(z.string(), z.unknown(), { error: T.jsonObjectField(field) });

const booleanField = (field: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: T.booleanField(field) }).optional(),
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const AdminOperatorStatusRequestSchema = z.object({
  status: z.enum(['active', 'suspended'], { error: T.statusInvalid }),
});
export type AdminOperatorStatusRequest = z.infer<typeof AdminOperatorStatusRequestSchema>;

export const AdminOperatorRoleRequestSchema = z.object({
  role: rolesInput.refine((roles) => roles.length > 0, T.roleInvalid),
});
export type AdminOperatorRoleRequest = z.input<typeof AdminOperatorRoleRequestSchema>;

const flagsInput = z
  .strictObject(
    Object.fromEntries(OPERATOR_FLAG_NAMES.map((name) => [name, booleanField(name)])) as Record<
      (typeof OPERATOR_FLAG_NAMES)[number],
      ReturnType<typeof booleanField>
    >,
    { error: T.noFlags },
  )
  .refine((flags) => Object.values(flags).some((value) => value !== undefined), T.noFlags);

export const AdminOperatorFlagsRequestSchema = z.object({ flags: flagsInput });
export type AdminOperatorFlagsRequest = z.input<typeof AdminOperatorFlagsRequestSchema>;

export const AdminBulkFlagsRequestSchema = z.object({
  ids: z
    .array(z.string().trim().min(1), { error: T.selectAtLeastOne })
    .min(1, T.selectAtLeastOne)
    .max(ADMIN_OPERATORS_PAGE_SIZE.max * 10)
    .transform((ids) => [...new Set(ids)]),
  flags: flagsInput,
});
export type AdminBulkFlagsRequest = z.input<typeof AdminBulkFlagsRequestSchema>;

export const AdminNotifyOperatorRequestSchema = z.object({
  title: z
    .string({ error: T.titleAndMessageRequired })
    .trim()
    .min(1, T.titleAndMessageRequired)
    .max(NOTIFICATION_LIMITS.titleMax),
  message: z
    .string({ error: T.titleAndMessageRequired })
    .trim()
    .min(1, T.titleAndMessageRequired)
    .max(NOTIFICATION_LIMITS.messageMax),
});
export type AdminNotifyOperatorRequest = z.infer<typeof AdminNotifyOperatorRequestSchema>;

export const AdminResetPasswordRequestSchema = z.object({
  password: z
    .string({ error: T.passwordRequired })
    .refine((value) => value.trim() !== '', T.passwordRequired)
    .refine((value) => characterCount(value) <= 128, SIGN_UP_TEXTS.passwordTooLong),
});
export type AdminResetPasswordRequest = z.infer<typeof AdminResetPasswordRequestSchema>;

/**
 * `POST /api/admin/operators` and each row of an import: the sign-up's rules for handle, email,
 * password and name; roles keep at least one, falling back to operator.
 */
export const AdminCreateOperatorRequestSchema = z
  .object({
    handle: z.preprocess(
      (value) => value ?? '',
      z.string({ error: SIGN_UP_TEXTS.allFieldsRequired }),
    ),
    email: z.preprocess(
      (value) => value ?? '',
      z.string({ error: SIGN_UP_TEXTS.allFieldsRequired }),
    ),
    password: z.preprocess(
      (value) => value ?? '',
      z.string({ error: SIGN_UP_TEXTS.allFieldsRequired }),
    ),
    full_name: optionalText(200),
    role: rolesInput
      .optional()
      .transform((roles): Role[] => (roles && roles.length > 0 ? roles : ['operator'])),
    cohort: optionalText(80).optional(),
  })
  .superRefine((body, context) => {
    const problem = registrationProblem(
      {
        username: body.handle,
        email: body.email,
        password: body.password,
        full_name: body.full_name,
        age: null,
        education: null,
        university: null,
      },
      { requireCode: false },
    );
    if (problem) {
      const path = problem.field === 'username' ? 'handle' : problem.field;
      context.addIssue({ code: 'custom', path: [path], message: problem.message });
    }
  })
  .transform((body) => ({ ...body, handle: body.handle.trim(), email: body.email.trim() }));
export type AdminCreateOperatorRequest = z.input<typeof AdminCreateOperatorRequestSchema>;
export type AdminCreateOperatorCommand = z.output<typeof AdminCreateOperatorRequestSchema>;

/** `PUT /api/admin/operators/{id}` (spec 03 "Operator edit"): only the fields sent change. */
export const AdminUpdateOperatorRequestSchema = z
  .object({
    handle: z
      .string()
      .trim()
      .superRefine((value, context) => {
        const problem = usernameProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    email: z.string().trim().refine(isEmailAddress, SIGN_UP_TEXTS.invalidEmail).optional(),
    full_name: optionalText(200).optional(),
    timezone: optionalText(64).optional(),
    cohort: optionalText(80).optional(),
    level: integerField('level'),
    capacity_hours: integerField('capacity_hours'),
    streak: integerField('streak'),
    reliability_alpha: numberField('reliability_alpha'),
    reliability_beta: numberField('reliability_beta'),
    role: rolesInput.refine((roles) => roles.length > 0, T.roleInvalid).optional(),
    status: z.enum(['active', 'suspended'], { error: T.statusInvalid }).optional(),
    is_vetted: booleanField('is_vetted'),
    compliant: booleanField('compliant'),
    timezone_overlap_ok: booleanField('timezone_overlap_ok'),
    skill_vector: jsonObjectField(
      'skill_vector',
      z.record(z.string(), z.number().min(0).max(1), { error: T.skillVectorValues }),
    ),
    prefs: jsonObjectField('prefs', plainObject('prefs')),
  })
  .strip();
export type AdminUpdateOperatorRequest = z.input<typeof AdminUpdateOperatorRequestSchema>;
export type AdminUpdateOperatorCommand = z.output<typeof AdminUpdateOperatorRequestSchema>;

export const AdminOperatorCommandResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  operator: AdminOperatorFullSchema,
});
export type AdminOperatorCommandResponse = CommandAnswer<typeof AdminOperatorCommandResponseSchema>;

export const AdminOperatorsCommandResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type AdminOperatorsCommandResponse = CommandAnswer<
  typeof AdminOperatorsCommandResponseSchema
>;

export const ADMIN_OPERATORS_EXPORT_FORMATS = ['json', 'csv'] as const;
export const AdminOperatorsExportQuerySchema = z.object({
  format: z
    .enum(ADMIN_OPERATORS_EXPORT_FORMATS, { error: 'format must be json or csv' })
    .default('json'),
});
export type AdminOperatorsExportQuery = z.input<typeof AdminOperatorsExportQuerySchema>;

export const ADMIN_OPERATORS_IMPORT_MAX = 500;

/** `POST /api/admin/operators/import`: a JSON array of operators, each checked on its own. */
export const AdminImportOperatorsRequestSchema = z
  .array(z.unknown(), { error: T.importNotJson })
  .min(1, T.importEmpty)
  .max(ADMIN_OPERATORS_IMPORT_MAX, T.importTooLarge(ADMIN_OPERATORS_IMPORT_MAX));
export type AdminImportOperatorsRequest = z.input<typeof AdminImportOperatorsRequestSchema>;

/** One row of the import's report: created (with its id) or refused (with why). */
export const AdminImportRowSchema = z.object({
  row: z.number().int(),
  handle: z.string().nullable(),
  outcome: z.enum(['created', 'refused']),
  operator_id: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AdminImportRow = z.infer<typeof AdminImportRowSchema>;

export const AdminImportOperatorsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  created: z.number().int(),
  refused: z.number().int(),
  rows: z.array(AdminImportRowSchema),
});
export type AdminImportOperatorsResponse = CommandAnswer<typeof AdminImportOperatorsResponseSchema>;
