import { z } from 'zod';

export const AccountTypeSchema = z.enum(['operator', 'company_rep', 'company']);
export type AccountType = z.infer<typeof AccountTypeSchema>;

export const EducationSchema = z.enum([
  'high_school',
  'associate',
  'bachelor',
  'master',
  'phd',
  'other',
]);
export type Education = z.infer<typeof EducationSchema>;
