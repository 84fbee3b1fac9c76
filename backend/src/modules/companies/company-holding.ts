import { SIGN_IN_TEXTS, type CompanyStatus } from '@morphic/contracts';
import { HttpException, HttpStatus } from '@nestjs/common';

// Spec 02 section 4: anything but an active company holds its representatives at the holding
// message: they sign in and see it, and the company's data refuses them with 423 and the
// reason: suspended, or access pending.

const holding = (status: CompanyStatus | null): HttpException =>
  new HttpException(
    status === 'suspended' ? SIGN_IN_TEXTS.companySuspended : SIGN_IN_TEXTS.companyAccessPending,
    HttpStatus.LOCKED,
  );

/** Nothing for an active company; 423 with the holding reason otherwise (null: no company). */
export function assertCompanyActive(status: CompanyStatus | null): void {
  if (status !== 'active') throw holding(status);
}
