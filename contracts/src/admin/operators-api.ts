import { z } from 'zod';

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

export const AdminOperatorsResponseSchema = z.object({
  success: z.literal(true),
  operators: z.array(AdminOperatorSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminOperatorsResponse = z.infer<typeof AdminOperatorsResponseSchema>;
