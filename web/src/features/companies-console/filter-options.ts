import { COMPANIES_CONSOLE_TEXTS, CompanyStatusSchema } from '@morphic/contracts';

/** The statuses a company or representative takes (the same three), as select options. */
export const STATUS_OPTIONS = CompanyStatusSchema.options.map((status) => ({
  value: status,
  label: COMPANIES_CONSOLE_TEXTS.statusLabels[status],
}));

/** A filter select's value for "no filter" (a select's options need a non-empty value). */
export const ANY = 'any';

/** The filter select's value as the query takes it: "no filter" is left out. */
export const filterValue = (value: string): string => (value === ANY ? '' : value);

/** A filter's options, "no filter" first. */
export const withAny = (label: string, options: readonly { value: string; label: string }[]) => [
  { value: ANY, label },
  ...options,
];
