import { COMPANY_TASK_FILTERS } from '@morphic/contracts';

/** The company task list's filter: every mission, or one of the spec's status filters. */
export const COMPANY_TASKS_FILTERS = ['all', ...COMPANY_TASK_FILTERS] as const;
export type CompanyTasksFilter = (typeof COMPANY_TASKS_FILTERS)[number];

/** The filter a URL names; anything else lists every mission. */
export const parseCompanyTasksFilter = (value: unknown): CompanyTasksFilter =>
  COMPANY_TASKS_FILTERS.find((filter) => filter === value) ?? 'all';
