import type { AccountType } from './identity/values';

/** Stream names, `<aggregate>-<id>`, so category filters can select an aggregate's streams. */
export const STREAMS = {
  settings: 'settings-platform',
  /** The algorithm configuration's saved sections. */
  algorithmConfig: 'algorithm-config',
  operator: (id: string) => `operator-${id}`,
  session: (jti: string) => `session-${jti}`,
  /** The sessions opened for one account, so that ending them all reads them from the log. */
  accountSessions: (accountId: string) => `accountsessions-${accountId}`,
  /** One stream per unique username or email, per account type. */
  identifier: (kind: 'username' | 'email', accountType: AccountType, value: string) =>
    `${kind}-${accountType}:${value.trim().toLowerCase()}`,
  company: (id: string) => `company-${id}`,
  companyRep: (id: string) => `companyrep-${id}`,
  jiraAccount: (id: string) => `jiraaccount-${id}`,
  /** One Jira webhook delivery, by its account and Atlassian's delivery identifier. */
  jiraWebhook: (accountId: string, deliveryId: string) => `jirawebhook-${accountId}-${deliveryId}`,
  /** Which mission one Jira issue of an account belongs to (linked by a representative). */
  jiraIssue: (accountId: string, issueKey: string) => `jiraissue-${accountId}-${issueKey}`,
  mission: (id: string) => `mission-${id}`,
  /** The missions posted for one company, so that deleting it reads them from the log. */
  companyMissions: (companyId: string) => `companymissions-${companyId}`,
  onboardingTask: (id: string) => `onboardingtask-${id}`,
  assignment: (id: string) => `assignment-${id}`,
  adminUpload: (id: string) => `admin-upload-${id}`,
  /** An operator's one slot for unsubmitted work. */
  workSlot: (operatorId: string) => `workslot-${operatorId}`,
  /** An operator's onboarding progress (skills dropped, completion). */
  onboarding: (operatorId: string) => `onboarding-${operatorId}`,
  /** An internal message thread between an operator and the admins. */
  thread: (id: string) => `thread-${id}`,
  notification: (id: string) => `notification-${id}`,
  /** A recipient's "read all" marks (the notifications themselves keep their own streams). */
  notificationInbox: (recipientId: string) => `notificationinbox-${recipientId}`,
  /** One entry of the security log. */
  securityEvent: (id: string) => `securityevent-${id}`,
  /** The verification codes mailed to one address. */
  verification: (email: string) => `verification-${email.trim().toLowerCase()}`,
  idempotency: (hash: string) => `idempotency-${hash}`,
  /** How far one reactor has got in the log. */
  reactor: (name: string) => `reactor-${name}`,
} as const;
