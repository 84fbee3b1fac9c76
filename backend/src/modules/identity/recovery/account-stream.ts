import { STREAMS } from '@morphic/contracts/server';
import type { AccountType } from '@morphic/contracts';

/** The stream of an account of either type: its registration and everything after. */
export const accountStreamOf = (type: AccountType, accountId: string): string =>
  type === 'operator' ? STREAMS.operator(accountId) : STREAMS.companyRep(accountId);
