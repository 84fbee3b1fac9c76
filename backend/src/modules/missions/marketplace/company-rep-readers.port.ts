import type { AccountDoc } from '@morphic/contracts/server';
import type { Principal } from '#infrastructure/auth/principal';

/**
 * Company representatives read the marketplace while their company is active (spec 02 section
 * 2). Missions defines the port and companies implements it, so missions never imports companies
 * (docs/architecture.md).
 */
export interface CompanyRepReaders {
  /** The representative's account; throws the refusal (423 company on hold, 403) otherwise. */
  assertMayRead(principal: Principal): Promise<AccountDoc>;
}

export const COMPANY_REP_READERS = Symbol('CompanyRepReaders');
