import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import type { Decider } from '../commands/decider';

/** Undefined until the first checkpoint; then the saved position (null: the log was empty). */
export type ReactorCheckpointState = string | null | undefined;

export interface SaveReactorCheckpoint {
  readonly position: string | null;
}

/** A reactor's position in the log; saving the position it already holds appends nothing. */
export const reactorCheckpointDecider: Decider<
  ReactorCheckpointState,
  SaveReactorCheckpoint,
  EventOfType<'ReactorCheckpointed'>
> = {
  initialState: undefined,
  evolve: (state: ReactorCheckpointState, event: DomainEvent) =>
    event.type === 'ReactorCheckpointed' ? event.data.position : state,
  decide: ({ position }, state) =>
    state === position ? [] : [{ type: 'ReactorCheckpointed', data: { position } }],
};
