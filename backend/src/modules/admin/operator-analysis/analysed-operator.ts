import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import { OPERATOR_ANALYSIS_TEXTS, type AnalysedOperator } from '@morphic/contracts';
import type { ReadStore } from '@morphic/stores';
import { NotFoundException } from '@nestjs/common';

/** The operator account the analysis screen is about; 404 "Operator not found" otherwise. */
export async function analysedAccount(store: ReadStore, operatorId: string): Promise<AccountDoc> {
  const account = await store
    .collection<AccountDoc>(ACCOUNTS_COLLECTION)
    .findOne({ _id: operatorId, type: 'operator' });
  if (!account || account.deleted_at) {
    throw new NotFoundException(OPERATOR_ANALYSIS_TEXTS.operatorNotFound);
  }
  return account;
}

export const toAnalysedOperator = (account: AccountDoc): AnalysedOperator => ({
  id: account._id,
  handle: account.username,
  email: account.email,
  full_name: account.full_name,
  role: account.role,
  status: account.status,
  cohort: account.cohort,
  email_verified: account.email_verified,
  onboarding_completed: account.onboarding_completed,
  character_report_completed: account.character_report_completed,
  created_at: account.created_at,
  cv: account.cv
    ? {
        original_name: account.cv.original_name,
        size: account.cv.size,
        uploaded_at: account.cv.uploaded_at,
      }
    : null,
});
