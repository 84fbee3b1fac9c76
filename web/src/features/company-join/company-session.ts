import type { CompanySessionResponse } from '@morphic/contracts';

/** The company signed in for the join flow: it adds representatives (step 2 of /join/company). */
export interface JoiningCompany {
  readonly companyId: string;
  readonly companyName: string;
  readonly token: string;
}

/**
 * Held in memory only, never in browser storage: the company's session is not anyone's user
 * session. A reload loses it, and the join page starts again at step 1.
 */
let joining: JoiningCompany | null = null;

export function holdJoiningCompany(session: CompanySessionResponse): void {
  joining = {
    companyId: session.company_id,
    companyName: session.company_name,
    token: session.token,
  };
}

export function joiningCompany(): JoiningCompany | null {
  return joining;
}
