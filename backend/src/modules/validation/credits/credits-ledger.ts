import { STREAMS, type EventData } from '@morphic/contracts/server';
import type { LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { AggregateRepository } from '../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import { creditsDecider } from './credits.decider';

/** Pays credits into an operator's account, once per assignment. */
@Injectable()
export class CreditsLedger {
  constructor(private readonly aggregates: AggregateRepository) {}

  async award(
    award: EventData<'CreditsAwarded'>,
    context: CommandContext,
  ): Promise<{ position: LogPosition | null }> {
    const outcome = await this.aggregates.execute(
      STREAMS.operator(award.operator_id),
      creditsDecider,
      { kind: 'Award', award },
      context,
    );
    return { position: outcome.position };
  }
}
