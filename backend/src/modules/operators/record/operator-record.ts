import { effectiveRoles, type OperatorRecord } from '@morphic/contracts';
import type { AccountDoc } from '@morphic/contracts/server';
import { toCvInfo } from '@morphic/projections';

/** The operator record of spec 01 section 3, from the account read model. */
export function toOperatorRecord(
  account: AccountDoc,
  founderUsernames: ReadonlySet<string>,
): OperatorRecord {
  return {
    id: account._id,
    username: account.username,
    email: account.email,
    full_name: account.full_name,
    first_name: account.first_name,
    last_name: account.last_name,
    avatar_url: account.avatar_url,
    bio: account.bio,
    age: account.age,
    education: account.education,
    university: account.university,
    credits: account.credits,
    cohort: account.cohort,
    role: effectiveRoles(account.role, account.username, founderUsernames).join(','),
    onboarding_completed: account.onboarding_completed,
    character_report_completed: account.character_report_completed,
    character_report_data: account.character_report_data,
    cv: toCvInfo(account.cv),
    created_at: account.created_at,
  };
}
