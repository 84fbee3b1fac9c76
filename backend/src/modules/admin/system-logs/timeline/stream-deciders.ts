import type { Decider } from '#infrastructure/commands/decider';
import { algorithmConfigDecider } from '../../../platform/algorithms/algorithm-config.decider';
import { operatorRemovalDecider } from '../../../operators/removal/operator-removal.decider';
import { operatorAdminDecider } from '../../../operators/admin/operator-admin.decider';
import { settingsDecider } from '../../../platform/settings/settings.decider';
import { companyRepDecider } from '../../../companies/company-rep/company-rep.decider';
import { companyDecider } from '../../../companies/company/company.decider';
import { jiraAccountDecider } from '../../../companies/jira/jira-account.decider';
import { identifierDecider } from '../../../identity/identifier/identifier.decider';
import { operatorDecider } from '../../../identity/operator/operator.decider';
import { passwordResetDecider } from '../../../identity/recovery/password-reset.decider';
import { sessionDecider } from '../../../identity/session/session.decider';
import { emailVerificationDecider } from '../../../identity/sign-up/email/email-verification.decider';
import { verificationDecider } from '../../../identity/sign-up/verification/verification-code.decider';
import { twoFactorDecider } from '../../../identity/two-factor/two-factor.decider';
import { threadDecider } from '../../../messaging/internal-messages/thread.decider';
import { notificationInboxDecider } from '../../../messaging/notifications/notification-inbox.decider';
import { notificationDecider } from '../../../messaging/notifications/notification.decider';
import { assignmentDecider } from '../../../missions/assignment/assignment.decider';
import { missionDecider } from '../../../missions/mission/mission.decider';
import { workSlotDecider } from '../../../missions/work-slot/work-slot.decider';
import { characterReportDecider } from '../../../operators/character-report/character-report.decider';
import { cvDecider } from '../../../operators/cv/cv.decider';
import { bankTaskDecider } from '../../../operators/onboarding/bank/bank-task.decider';
import { onboardingDecider } from '../../../operators/onboarding/onboarding.decider';
import { profileDecider } from '../../../operators/profile/profile.decider';
import { creditsDecider } from '../../../validation/credits/credits.decider';

/** What a timeline replays: a decider's fold, nothing of its decisions. */
export type Fold = Pick<Decider<unknown, never>, 'initialState' | 'evolve'>;

const asFold = <TState>(decider: Pick<Decider<TState, never>, 'initialState' | 'evolve'>): Fold =>
  decider as unknown as Fold;

/**
 * The deciders folding each kind of stream (the prefix of `<kind>-<id>`, see `STREAMS`), by a
 * name for the part of the state each keeps. A stream several deciders share (an operator's)
 * replays into one state per decider. Kinds with no aggregate (security log entries, reactor
 * checkpoints, idempotency records) have no timeline.
 */
export const STREAM_FOLDS: Readonly<Record<string, Readonly<Record<string, Fold>>>> = {
  settings: { settings: asFold(settingsDecider) },
  // `algorithm-config`: one stream, named by its kind.
  algorithm: { algorithm_config: asFold(algorithmConfigDecider) },
  operator: {
    account: asFold(operatorDecider),
    admin: asFold(operatorAdminDecider),
    removal: asFold(operatorRemovalDecider),
    profile: asFold(profileDecider),
    cv: asFold(cvDecider),
    character_report: asFold(characterReportDecider),
    email_verification: asFold(emailVerificationDecider),
    two_factor: asFold(twoFactorDecider),
    password_reset: asFold(passwordResetDecider),
    credits: asFold(creditsDecider),
  },
  session: { session: asFold(sessionDecider) },
  username: { identifier: asFold(identifierDecider) },
  email: { identifier: asFold(identifierDecider) },
  company: { company: asFold(companyDecider) },
  companyrep: {
    company_rep: asFold(companyRepDecider),
    password_reset: asFold(passwordResetDecider),
  },
  jiraaccount: { jira_account: asFold(jiraAccountDecider) },
  mission: { mission: asFold(missionDecider) },
  assignment: { assignment: asFold(assignmentDecider) },
  workslot: { work_slot: asFold(workSlotDecider) },
  // The skill admin decider folds the onboarding stream with this same evolve.
  onboarding: { onboarding: asFold(onboardingDecider) },
  onboardingtask: { task: asFold(bankTaskDecider) },
  thread: { thread: asFold(threadDecider) },
  notification: { notification: asFold(notificationDecider) },
  notificationinbox: { inbox: asFold(notificationInboxDecider) },
  verification: { verification: asFold(verificationDecider) },
};

/** The kind of a stream name (`assignment` of `assignment-<id>`), null when it has none. */
export function streamKindOf(stream: string): string | null {
  const dash = stream.indexOf('-');
  return dash > 0 ? stream.slice(0, dash) : null;
}
