import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { isVerificationCode } from '../identity/verification-code';
import { CompanyLoginResponseSchema } from '../identity/sign-in-api';
import { COMPANY_TEXTS } from '../spec/company-texts';
import { SIGN_UP_TEXTS } from '../spec/sign-up-texts';
import { checkEmailAndPassword, optionalText, requireAll, text, website } from './field-rules';
import { COMPANY_SIZES, CompanyRepRoleSchema, CompanyStatusSchema } from './values';

/** A company's details as its sign-up and the admins' company form take them. */
export const companyDetailsFields = {
  company_name: text.pipe(z.string().max(200, COMPANY_TEXTS.companyNameTooLong)),
  email: text,
  industry: optionalText('Industry', 100),
  company_size: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(COMPANY_SIZES, { error: COMPANY_TEXTS.companySizeBands }).nullable(),
  ),
  website,
  description: optionalText('Description', 2000),
  contact_person_name: optionalText('Contact person name', 100),
  contact_person_role: optionalText('Contact person role', 100),
};

/** `POST /api/companies/register`: step 1 of the company sign-up (spec 02). */
export const CompanyRegisterRequestSchema = z
  .object({ ...companyDetailsFields, password: z.preprocess((value) => value ?? '', z.string()) })
  .superRefine(
    requireAll(['company_name', 'email', 'password'], COMPANY_TEXTS.companyFieldsRequired),
  )
  .superRefine(checkEmailAndPassword);
export type CompanyRegisterRequest = z.input<typeof CompanyRegisterRequestSchema>;
export type CompanyRegisterInput = z.output<typeof CompanyRegisterRequestSchema>;

/** A company's own session: what the join flow needs to add representatives. */
export const CompanySessionResponseSchema = z.object({
  success: z.literal(true),
  company_id: z.string(),
  company_name: z.string(),
  status: CompanyStatusSchema,
  token: z.string(),
  expires_at: z.string(),
  message: z.string(),
});
export type CompanySessionResponse = CommandAnswer<typeof CompanySessionResponseSchema>;

export const CompanyMeResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  company_name: z.string(),
  status: CompanyStatusSchema,
});
export type CompanyMeResponse = z.infer<typeof CompanyMeResponseSchema>;

/** A representative's details as the sign-up and the admins' forms take them. */
export const companyRepFields = {
  email: text,
  password: z.preprocess((value) => value ?? '', z.string()),
  first_name: text.pipe(z.string().max(100, COMPANY_TEXTS.fieldTooLong('First name', 100))),
  last_name: text.pipe(z.string().max(100, COMPANY_TEXTS.fieldTooLong('Last name', 100))),
  phone: optionalText('Phone', 40),
  role: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 'representative' : value),
    CompanyRepRoleSchema,
  ),
};
export const requireRepFields = requireAll<{
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}>(['first_name', 'last_name', 'email', 'password'], COMPANY_TEXTS.repFieldsRequired);

/** The representative's own details, as step 2 of the company sign-up asks for them. */
export const CompanyRepFieldsSchema = z
  .object(companyRepFields)
  .superRefine(requireRepFields)
  .superRefine(checkEmailAndPassword);
export type CompanyRepFields = z.output<typeof CompanyRepFieldsSchema>;

/**
 * `POST /api/company-reps/register`: step 2, sent with the company's session and the code
 * mailed to the representative (the address is proven before the account exists).
 */
export const CompanyRepRegisterRequestSchema = z
  .object({
    ...companyRepFields,
    company_id: text,
    verification_code: text.refine(isVerificationCode, SIGN_UP_TEXTS.codeFormat),
  })
  .superRefine(requireAll(['company_id'], COMPANY_TEXTS.completeCompanyFirst))
  .superRefine(requireRepFields)
  .superRefine(checkEmailAndPassword);
export type CompanyRepRegisterRequest = z.input<typeof CompanyRepRegisterRequestSchema>;
export type CompanyRepRegisterInput = z.output<typeof CompanyRepRegisterRequestSchema>;

export const CompanyRepRegisterResponseSchema = CompanyLoginResponseSchema.extend({});
export type CompanyRepRegisterResponse = CommandAnswer<typeof CompanyRepRegisterResponseSchema>;

/** `PUT /api/admin/companies/{id}/status` (spec 03: the admin may set any status). */
export const CompanyStatusRequestSchema = z.object({ status: CompanyStatusSchema });
export type CompanyStatusRequest = z.infer<typeof CompanyStatusRequestSchema>;

export const CompanyStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  company: z.object({ id: z.string(), status: CompanyStatusSchema }),
});
export type CompanyStatusResponse = CommandAnswer<typeof CompanyStatusResponseSchema>;
