import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { hasApplied } from '../runtime/once-per-revision';
import { adminListPush } from '../runtime/admin-list-push';
import { defineProjection } from '../runtime/projection';
import { splitName } from './names';
import {
  applyCharacterReportSubmitted,
  applyCvUploaded,
  applyProfileUpdated,
} from './operator-updates';
import { applyOperatorEmailVerified } from './email-verification';
import { applyTwoFactorDisabled, applyTwoFactorEnabled } from './two-factor';
import { applyCreditsAwarded, creditsPushes } from './credits';
import { applyCompanyRegistered, applyCompanyUpdated } from './company-account';
import {
  applyCompanyRepStatusChanged,
  applyCompanyRepUpdated,
  applyCompanyRepVerificationSet,
  companyRepUpdatedPushes,
  deleteFromOwnStream,
} from './company-rep-updates';
import { applySessionOpened } from './last-login';
import { applyOnboardingFlags, onboardingFlagPushes } from './onboarding-flags';
import {
  applyCharacterReportReset,
  applyOnboardingReset,
  applyOperatorDeleted,
  onboardingResetPushes,
} from './operator-deletion';
import {
  applyOperatorDetailsChanged,
  applyOperatorFlagsChanged,
  applyOperatorRolesChanged,
  applyOperatorStatusChanged,
  operatorAdminChangePushes,
} from './admin-changes';

const accountsOf = (store: ReadStore) => store.collection<AccountDoc>(ACCOUNTS_COLLECTION);

/** The admin consoles' operator lists (operators, admins, validators) read themselves again. */
const operatorListChanged = adminListPush('operators');
const operatorListPushes = () => Promise.resolve([operatorListChanged]);

/** Every sign-in identity (operators, company representatives, companies) by id, username and email. */
export const accountsProjection = defineProjection({
  name: 'accounts',
  // 8: education read with the spec's values (older events upcast).
  version: 8,
  collections: [ACCOUNTS_COLLECTION],
  setup: async (store) => {
    await accountsOf(store).createIndex({ keys: { username_lower: 1 }, unique: true });
    await accountsOf(store).createIndex({ keys: { email_lower: 1, type: 1 }, unique: true });
  },
  apply: {
    OperatorRegistered: async ({ data, metadata, revision }, store) => {
      // Applied again after later changes, the registration must not turn them back.
      if (await accountsOf(store).findOne({ _id: data.operator_id })) return;
      const name = splitName(data.full_name);
      await accountsOf(store).replaceOne(
        { _id: data.operator_id },
        {
          _id: data.operator_id,
          type: 'operator',
          username: data.username,
          username_lower: data.username.toLowerCase(),
          email: data.email,
          email_lower: data.email.toLowerCase(),
          full_name: data.full_name,
          first_name: name.first,
          last_name: name.last,
          avatar_url: null,
          role: data.role,
          rep_role: null,
          credits: 0,
          cohort: data.cohort,
          age: data.age,
          education: data.education,
          university: data.university,
          email_verified: data.email_verified,
          onboarding_completed: false,
          character_report_completed: false,
          company_id: null,
          permissions: null,
          status: 'active',
          created_at: metadata.at,
          bio: null,
          cv: data.cv ? { ...data.cv, uploaded_at: metadata.at } : null,
          character_report_data: null,
          stream_revision: Number(revision),
        },
        { upsert: true },
      );
    },
    CompanyRepRegistered: async (event, store) => {
      const { data, metadata, revision } = event;
      // Applied again after later changes (an edit, a deletion), it must not turn them back.
      const existing = await accountsOf(store).findOne({ _id: data.rep_id });
      if (existing && hasApplied(existing, event)) return;
      await accountsOf(store).replaceOne(
        { _id: data.rep_id },
        {
          _id: data.rep_id,
          type: 'company_rep',
          username: data.email,
          username_lower: data.email.toLowerCase(),
          email: data.email,
          email_lower: data.email.toLowerCase(),
          full_name: `${data.first_name} ${data.last_name}`.trim(),
          first_name: data.first_name,
          last_name: data.last_name,
          avatar_url: null,
          role: '',
          rep_role: data.role,
          credits: 0,
          cohort: null,
          age: null,
          education: null,
          university: null,
          email_verified: data.status !== 'pending_verification',
          onboarding_completed: false,
          character_report_completed: false,
          company_id: data.company_id,
          permissions: data.permissions,
          status: data.status,
          created_at: metadata.at,
          bio: null,
          cv: null,
          character_report_data: null,
          stream_revision: Number(revision),
          phone: data.phone,
          is_primary_contact: false,
        },
        { upsert: true },
      );
    },
    CompanyRepUpdated: applyCompanyRepUpdated,
    CompanyRepStatusChanged: applyCompanyRepStatusChanged,
    CompanyRepVerificationSet: applyCompanyRepVerificationSet,
    CompanyRepDeleted: (event, store) => deleteFromOwnStream(store, event.data.rep_id, event),
    CompanyRegistered: applyCompanyRegistered,
    CompanyUpdated: applyCompanyUpdated,
    CompanyDeleted: (event, store) => deleteFromOwnStream(store, event.data.company_id, event),
    SessionOpened: applySessionOpened,
    ProfileUpdated: applyProfileUpdated,
    CvUploaded: applyCvUploaded,
    CharacterReportSubmitted: applyCharacterReportSubmitted,
    OperatorEmailVerified: applyOperatorEmailVerified,
    TwoFactorEnabled: applyTwoFactorEnabled,
    TwoFactorDisabled: applyTwoFactorDisabled,
    CreditsAwarded: applyCreditsAwarded,
    OnboardingCompleted: applyOnboardingFlags,
    OnboardingBypassed: applyOnboardingFlags,
    OnboardingReopened: applyOnboardingFlags,
    OperatorDeleted: applyOperatorDeleted,
    OnboardingReset: applyOnboardingReset,
    CharacterReportReset: applyCharacterReportReset,
    OperatorRolesChanged: applyOperatorRolesChanged,
    OperatorStatusChanged: applyOperatorStatusChanged,
    OperatorFlagsChanged: applyOperatorFlagsChanged,
    OperatorDetailsChanged: applyOperatorDetailsChanged,
  },
  pushes: {
    CompanyRepUpdated: companyRepUpdatedPushes,
    CreditsAwarded: creditsPushes,
    OnboardingCompleted: onboardingFlagPushes,
    OnboardingBypassed: onboardingFlagPushes,
    OnboardingReopened: onboardingFlagPushes,
    OnboardingReset: onboardingResetPushes,
    CharacterReportReset: onboardingResetPushes,
    OperatorRolesChanged: async (event, store) => [
      ...(await operatorAdminChangePushes(event, store)),
      operatorListChanged,
    ],
    OperatorFlagsChanged: async (event, store) => [
      ...(await operatorAdminChangePushes(event, store)),
      operatorListChanged,
    ],
    OperatorRegistered: operatorListPushes,
    OperatorStatusChanged: operatorListPushes,
    OperatorDetailsChanged: operatorListPushes,
    OperatorDeleted: operatorListPushes,
  },
});
