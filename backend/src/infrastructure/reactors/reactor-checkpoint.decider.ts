import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { comparePositions, parsePosition } from '@morphic/stores';
import type { Decider } from '../commands/decider';

/** Undefined until the first checkpoint; then the saved position (null: the log was empty). */
export type ReactorCheckpointState = string | null | undefined;

export interface SaveReactorCheckpoint {
  readonly position: string | null;
}

const isAhead = (position: string | null, state: ReactorCheckpointState): boolean =>
  state === undefined ||
  (position !== null &&
    (state === null || comparePositions(parsePosition(position), parsePosition(state)) > 0));

/** A reactor's position in the log (stream `reactor-<name>`); it only moves forward. */
export const reactorCheckpointDecider: Decider<
  ReactorCheckpointState,
  SaveReactorCheckpoint,
  EventOfType<'ReactorCheckpointed'>
> = {
  initialState: undefined,
  evolve: (state: ReactorCheckpointState, event: DomainEvent) =>
    event.type === 'ReactorCheckpointed' ? event.data.position : state,
  decide: ({ position }, state) =>
    isAhead(position, state) ? [{ type: 'ReactorCheckpointed', data: { position } }] : [],
};
