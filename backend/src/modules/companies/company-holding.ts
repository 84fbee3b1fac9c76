import { SIGN_IN_TEXTS } from '@morphic/contracts';
import type { CompanyDoc } from '@morphic/contracts/server';
import { HttpException, HttpStatus } from '@nestjs/common';

// Spec 02 section 4: anything but an active company holds its representatives at the holding
// message: they sign in and see it, and the company's data refuses them with 423 and the
// reason: suspended, or access pending.

const holding = (company: CompanyDoc | null): HttpException =>
  new HttpException(
    company?.status === 'suspended'
      ? SIGN_IN_TEXTS.companySuspended
      : SIGN_IN_TEXTS.companyAccessPending,
    HttpStatus.LOCKED,
  );

/** The company once it is active; 423 with the holding reason otherwise. */
export function activeCompany(company: CompanyDoc | null): CompanyDoc {
  if (company?.status === 'active') return company;
  throw holding(company);
}
