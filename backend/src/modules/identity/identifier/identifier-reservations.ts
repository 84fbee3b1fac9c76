import type { AccountType } from '@morphic/contracts';
import { STREAMS } from '@morphic/contracts/server';
import type { Decision } from '#infrastructure/commands/decision';
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

/** Releases identifiers the account holds, in the caller's decision, so they can be used again. */
export async function releaseIdentifiers(
  streams: Decision,
  accountType: AccountType,
  accountId: string,
  identifiers: readonly { readonly identifier: IdentifierKind; readonly value: string }[],
): Promise<void> {
  for (const { identifier, value } of identifiers) {
    await streams.decide(STREAMS.identifier(identifier, accountType, value), identifierDecider, {
      kind: 'Release',
      identifier,
      value,
      accountId,
    });
  }
}

/**
 * Moves an account from one value of an identifier to another (an edit), in the caller's
 * decision: the new value reserved, then the old one released. A change of case only is no move.
 */
export async function moveIdentifier(
  streams: Decision,
  accountType: AccountType,
  accountId: string,
  claim: IdentifierClaim,
  previous: string,
): Promise<void> {
  const stream = (value: string) => STREAMS.identifier(claim.identifier, accountType, value);
  if (stream(claim.value) === stream(previous)) return;
  await reserveIdentifiers(streams, accountType, accountId, [claim]);
  await releaseIdentifiers(streams, accountType, accountId, [
    { identifier: claim.identifier, value: previous },
  ]);
}
