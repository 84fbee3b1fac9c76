import type { AccountDoc } from '@morphic/contracts/server';
import {
  effectiveRoles,
  impersonationRefusal,
  type AdminOperator,
  type AdminOperatorFull,
} from '@morphic/contracts';
import { OPERATOR_DETAIL_DEFAULTS } from './operator-admin.decider';

/** An operator account as the console's list shows it. */
export function toAdminOperator(account: AccountDoc, founders: ReadonlySet<string>): AdminOperator {
  const roles = effectiveRoles(account.role, account.username, founders);
  return {
    id: account._id,
    handle: account.username,
    email: account.email,
    full_name: account.full_name,
    role: roles.join(','),
    roles,
    status: account.status,
    cohort: account.cohort,
    onboarding_completed: account.onboarding_completed,
    character_report_completed: account.character_report_completed,
    created_at: account.created_at,
    impersonation_blocked_reason: impersonationRefusal({ roles, status: account.status }),
  };
}

/** An operator account with every field the console edits; absent fields read as the spec's defaults. */
export function toAdminOperatorFull(
  account: AccountDoc,
  founders: ReadonlySet<string>,
): AdminOperatorFull {
  const defaults = OPERATOR_DETAIL_DEFAULTS;
  return {
    ...toAdminOperator(account, founders),
    email_verified: account.email_verified,
    timezone: account.timezone ?? defaults.timezone,
    level: account.level ?? defaults.level,
    streak: account.streak ?? defaults.streak,
    capacity_hours: account.capacity_hours ?? defaults.capacity_hours,
    reliability_alpha: account.reliability_alpha ?? defaults.reliability_alpha,
    reliability_beta: account.reliability_beta ?? defaults.reliability_beta,
    skill_vector: account.skill_vector ?? defaults.skill_vector,
    prefs: account.prefs ?? defaults.prefs,
    is_vetted: account.is_vetted ?? false,
    compliant: account.compliant ?? false,
    timezone_overlap_ok: account.timezone_overlap_ok ?? false,
  };
}
