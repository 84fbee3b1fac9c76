/** Texts of admin impersonation and the System console's Operators tab (spec 01 section 4, spec 03). */
export const IMPERSONATION_TEXTS = {
  refusedAdminOrFounder: 'Admins and founders cannot be impersonated',
  refusedSuspended: 'Suspended accounts cannot be impersonated',
  operatorNotFound: 'Operator not found',
  companyRepNotFound: 'Company representative not found',
  started: (name: string) => `You are now impersonating ${name} for 2 hours`,
  notImpersonating: 'This session is not an impersonation',
  impersonatorUnavailable:
    'The admin account that started this impersonation can no longer sign in',
  impersonatorSessionEnded:
    'The admin session that started this impersonation has ended: sign in again',
  switchedBack: 'Impersonation ended',
  failedToImpersonate: 'Failed to impersonate',
  failedToGenerateToken: 'Failed to generate impersonation token',
  impersonate: 'Impersonate',
  cancel: 'Cancel',
  confirmTitle: 'Impersonate this operator?',
  confirmBody: (name: string) =>
    `You will act as ${name} for up to 2 hours. Everything you do is recorded under both your account and theirs. Use Stop Impersonating in the banner to return.`,
} as const;

/** The System console's Operators tab (spec 03 "Operators tab"). */
export const OPERATORS_TAB_TEXTS = {
  tab: 'Operators',
  title: 'Operators',
  subtitle: 'Every operator account, newest first. Search, filter, and act as an operator.',
  searchPlaceholder: 'Search by handle, email or name',
  roleFilter: 'Role',
  roleOptions: {
    all: 'All',
    operator: 'Operator',
    validator: 'Validator',
    founder: 'Founder',
    admin: 'Admin',
    'operator,validator': 'Operator+Validator',
  },
  columns: {
    operator: 'Operator',
    handle: 'Handle',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    status: 'Status',
    created: 'Created',
    actions: 'Actions',
  },
  failedToFetch: 'Failed to fetch operators',
  empty: 'No operators found',
  emptyHint: 'Try another search or role filter.',
  total: (count: number) => `${count} operator${count === 1 ? '' : 's'}`,
} as const;
