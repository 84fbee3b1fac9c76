import { STREAMS } from '@morphic/contracts/server';
import { formatPosition, parsePosition, type LogPosition } from '@morphic/stores';
import { Injectable } from '@nestjs/common';
import { AggregateRepository } from '../commands/aggregate-repository';
import { systemContext } from '../commands/command-context';
import { reactorCheckpointDecider } from './reactor-checkpoint.decider';

/**
 * Where each reactor has got in the log, kept in the log itself (`reactor-<name>`): unlike the
 * embedded read store, it survives a restart.
 */
@Injectable()
export class ReactorCheckpoints {
  constructor(private readonly aggregates: AggregateRepository) {}

  /** The saved position (null: saved while the log was empty); undefined if never saved. */
  async load(reactor: string): Promise<LogPosition | null | undefined> {
    const { state } = await this.aggregates.load(
      STREAMS.reactor(reactor),
      reactorCheckpointDecider,
    );
    return typeof state === 'string' ? parsePosition(state) : state;
  }

  async save(reactor: string, position: LogPosition | null): Promise<void> {
    await this.aggregates.execute(
      STREAMS.reactor(reactor),
      reactorCheckpointDecider,
      { position: position ? formatPosition(position) : null },
      systemContext(),
    );
  }
}
