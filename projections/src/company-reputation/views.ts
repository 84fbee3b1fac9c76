import type { CompanyReputation, CompanyReputationSummary } from '@morphic/contracts';
import {
  COMPANY_REPUTATION_COLLECTION,
  type CompanyReputationDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { reputationOf } from './figures';

export const reputationsOf = (store: ReadStore) =>
  store.collection<CompanyReputationDoc>(COMPANY_REPUTATION_COLLECTION);

/** The figures of a stored reputation; a company that never posted a mission has none yet. */
function fromDoc(doc: CompanyReputationDoc | null, companyId: string): CompanyReputation {
  if (!doc) return reputationOf(companyId, [], []);
  const { _id, ...reputation } = doc;
  return reputation;
}

/** What a marketplace card shows of the company's reputation. */
export const toReputationSummary = (reputation: CompanyReputation): CompanyReputationSummary => ({
  company_id: reputation.company_id,
  decisions: reputation.decisions,
  rejection_rate: reputation.rejection_rate,
  median_decision_ms: reputation.median_decision_ms,
});

/** The company's reputation (every count zero before its first mission). */
export async function companyReputation(
  store: ReadStore,
  companyId: string,
): Promise<CompanyReputation> {
  return fromDoc(await reputationsOf(store).findOne({ _id: companyId }), companyId);
}

/** The reputation summaries of these companies, by company id, in one read. */
export async function reputationSummaries(
  store: ReadStore,
  companyIds: readonly string[],
): Promise<ReadonlyMap<string, CompanyReputationSummary>> {
  const unique = [...new Set(companyIds)];
  const docs = unique.length === 0 ? [] : await reputationsOf(store).find({ _id: { $in: unique } });
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  return new Map(unique.map((id) => [id, toReputationSummary(fromDoc(byId.get(id) ?? null, id))]));
}
