import { STREAMS } from '@morphic/contracts/server';
import type { AccountType } from '@morphic/contracts';
import { Injectable } from '@nestjs/common';
import { AggregateRepository } from '../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { identifierDecider, type IdentifierKind } from './identifier.decider';

export interface IdentifierClaim {
  readonly identifier: IdentifierKind;
  readonly value: string;
  readonly takenMessage: string;
}

/**
 * Reserves unique identifiers for an account before it is created, and releases them again
 * if the creation fails, so a failed sign-up never blocks a username or email.
 */
@Injectable()
export class IdentifierReservations {
  constructor(private readonly aggregates: AggregateRepository) {}

  async holding<T>(
    accountType: AccountType,
    accountId: string,
    claims: readonly IdentifierClaim[],
    context: CommandContext,
    create: () => Promise<T>,
  ): Promise<T> {
    const held: IdentifierClaim[] = [];
    try {
      for (const claim of claims) {
        await this.aggregates.execute(
          STREAMS.identifier(claim.identifier, accountType, claim.value),
          identifierDecider,
          { kind: 'Reserve', accountId, ...claim },
          context,
        );
        held.push(claim);
      }
      return await create();
    } catch (error) {
      for (const claim of held) {
        await this.aggregates.execute(
          STREAMS.identifier(claim.identifier, accountType, claim.value),
          identifierDecider,
          { kind: 'Release', identifier: claim.identifier, value: claim.value, accountId },
          context,
        );
      }
      throw error;
    }
  }
}
