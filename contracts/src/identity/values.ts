import { z } from 'zod';

export const AccountTypeSchema = z.enum(['operator', 'company_rep', 'company']);
export type AccountType = z.infer<typeof AccountTypeSchema>;

/** An operator's highest education level: the values of spec 02 section 5 (operator sign-up). */
export const EducationSchema = z.enum([
  'high_school',
  'associates',
  'bachelors',
  'masters',
  'phd',
  'other',
]);
export type Education = z.infer<typeof EducationSchema>;

/** The values recorded before the spec's were adopted, and the spec's value each means. */
const LEGACY_EDUCATION: Readonly<Record<string, Education>> = {
  associate: 'associates',
  bachelor: 'bachelors',
  master: 'masters',
};

/** The spec's value for an education value recorded before it was adopted; other values as given. */
export const upcastEducation = (value: string): string => LEGACY_EDUCATION[value] ?? value;

/**
 * Education as events carry it: an event recorded with a legacy value is read (upcast) with the
 * spec's value, so every reader of the log sees only the spec's values.
 */
export const RecordedEducationSchema = z.preprocess(
  (value) => (typeof value === 'string' ? upcastEducation(value) : value),
  EducationSchema,
);
