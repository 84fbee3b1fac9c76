import type { RealtimeMessageName, RealtimePayload } from '@morphic/contracts';
import type { QueryClient } from '@tanstack/react-query';

export interface PushContext {
  readonly queryClient: QueryClient;
  /** The log position of the pushed document, when the server sent one. */
  readonly position: string | null;
}

export type PushHandler<N extends RealtimeMessageName> = (
  data: RealtimePayload<N>,
  context: PushContext,
) => void;

/** What one feature does with the pushed messages it cares about. */
export type PushHandlers = { readonly [N in RealtimeMessageName]?: PushHandler<N> };

type HandlerLists = { [N in RealtimeMessageName]?: PushHandler<N>[] };

/** The features' handlers, per message, in the order given. */
export function composePushHandlers(features: readonly PushHandlers[]): HandlerLists {
  const lists: Record<string, unknown[]> = {};
  for (const handlers of features) {
    for (const [name, handler] of Object.entries(handlers)) {
      (lists[name] ??= []).push(handler);
    }
  }
  return lists as HandlerLists;
}
