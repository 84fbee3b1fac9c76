import type { AccountType } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { Decision } from '../../../infrastructure/commands/decision';
import { identifierDecider, type IdentifierKind } from './identifier.decider';

export interface IdentifierClaim {
  readonly identifier: IdentifierKind;
  readonly value: string;
  readonly takenMessage: string;
}

/**
 * Reserves an account's unique identifiers (username, email) in the caller's decision, so they
 * are appended with the account itself: a refused registration holds none of them, and two
 * registrations racing for one identifier cannot both be appended.
 */
export async function reserveIdentifiers(
  streams: Decision,
  accountType: AccountType,
  accountId: string,
  claims: readonly IdentifierClaim[],
): Promise<void> {
  for (const claim of claims) {
    await streams.decide(
      STREAMS.identifier(claim.identifier, accountType, claim.value),
      identifierDecider,
      { kind: 'Reserve', accountId, ...claim },
    );
  }
}
