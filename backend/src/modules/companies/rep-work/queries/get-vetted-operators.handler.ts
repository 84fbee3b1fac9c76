import {
  parseRoles,
  type CompanyOperator,
  type CompanyOperatorsResponse,
} from '@morphic/contracts';
import { ACCOUNTS_COLLECTION, type AccountDoc } from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** An operator as companies see them: their character report gives level, hours and skills. */
function toCompanyOperator(account: AccountDoc): CompanyOperator {
  const report = account.character_report_data;
  return {
    id: account._id,
    handle: account.username,
    level: report?.experience_level ?? null,
    timezone: report?.availability.timezone ?? null,
    cohort: account.cohort,
    capacity_hours: report?.availability.hours ?? null,
    skills: (report?.skills ?? []).map(({ name }) => ({ name })),
    email_verified: account.email_verified,
  };
}

/**
 * The operators a company may count on, by handle: operator accounts holding the operator role,
 * active (not suspended or unverified), that an admin has vetted (`is_vetted`, the flag that also
 * opens vetted-only missions; finishing onboarding alone does not vet). Staff accounts without
 * the operator role are not offered.
 */
export class GetVettedOperators extends Query<CompanyOperatorsResponse> {}

@QueryHandler(GetVettedOperators)
export class GetVettedOperatorsHandler implements IQueryHandler<GetVettedOperators> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute(): Promise<CompanyOperatorsResponse> {
    const accounts = await this.store
      .collection<AccountDoc>(ACCOUNTS_COLLECTION)
      .find(
        { type: 'operator', status: 'active', is_vetted: true },
        { sort: { username_lower: 1 } },
      );
    return {
      success: true,
      operators: accounts
        .filter((account) => parseRoles(account.role).includes('operator'))
        .map(toCompanyOperator),
    };
  }
}
