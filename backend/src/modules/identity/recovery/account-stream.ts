import { STREAMS } from '@morphic/contracts/server';
import type { AccountType } from '@morphic/contracts';

/** The stream of an account of any type: its registration and everything after. */
export function accountStreamOf(type: AccountType, accountId: string): string {
  switch (type) {
    case 'operator':
      return STREAMS.operator(accountId);
    case 'company_rep':
      return STREAMS.companyRep(accountId);
    case 'company':
      return STREAMS.company(accountId);
  }
}
