import { COMPANY_TEXTS } from '@morphic/contracts';
import { COMPANIES_COLLECTION, type CompanyDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { NotFoundException } from '@nestjs/common';

/** A company's read-model record; 404 when there is none. */
export async function companyOf(store: ReadStore, companyId: string): Promise<CompanyDoc> {
  const company = await store
    .collection<CompanyDoc>(COMPANIES_COLLECTION)
    .findOne({ _id: companyId });
  if (!company) throw new NotFoundException(COMPANY_TEXTS.companyNotFound);
  return company;
}
