import { SYSTEM_LOGS_TEXTS, TimelineParamsSchema, type TimelineResponse } from '@morphic/contracts';
import { decodeEvent, type DomainEvent } from '@morphic/contracts/server';
import type { EventStore, ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { EVENT_STORE, READ_STORE } from '#infrastructure/tokens';
import { accountHandles } from '../account-handles';
import { redactSecrets } from '../timeline/redact-secrets';
import { STREAM_FOLDS, streamKindOf, type Fold } from '../timeline/stream-deciders';
import { ownerAccountStreams } from '../timeline/stream-owners';

/** Events that delete an account: every timeline holding its data then hides the personal fields. */
const ACCOUNT_DELETIONS: ReadonlySet<string> = new Set(['OperatorDeleted', 'CompanyRepDeleted']);

/** One entity's events in order, each with the entity's state replayed up to it. */
export class GetTimeline extends Query<TimelineResponse> {
  constructor(readonly stream: string) {
    super();
  }
}

/** The states of every decider of the stream after one more event. */
const evolveAll = (
  folds: Readonly<Record<string, Fold>>,
  states: Readonly<Record<string, unknown>>,
  event: DomainEvent,
): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(folds).map(([name, fold]) => [name, fold.evolve(states[name], event)]),
  );

/**
 * Replays the stream through its deciders' `evolve` (the same fold the commands decide on),
 * so each step shows the state as it was then, not a stored snapshot. A stream folded by one
 * decider shows that decider's state; one shared by several shows each by name.
 */
@QueryHandler(GetTimeline)
export class GetTimelineHandler implements IQueryHandler<GetTimeline> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async execute({ stream }: GetTimeline): Promise<TimelineResponse> {
    const parsed = TimelineParamsSchema.safeParse({ stream });
    if (!parsed.success) throw new DomainRuleViolation('invalid', SYSTEM_LOGS_TEXTS.streamInvalid);
    const kind = streamKindOf(stream) ?? '';
    const folds = STREAM_FOLDS[kind];
    if (!folds) throw new DomainRuleViolation('invalid', SYSTEM_LOGS_TEXTS.unknownStream(kind));

    const recorded = (await this.events.readStream(stream)).map((event) => decodeEvent(event));
    if (recorded.length === 0) {
      throw new DomainRuleViolation('not_found', SYSTEM_LOGS_TEXTS.streamNotFound);
    }
    const handles = await accountHandles(
      this.store,
      recorded.flatMap((event) => [event.metadata.actorId, event.metadata.impersonatorId]),
    );
    // A deleted account's personal data stays in the log but is not shown again.
    const personal = await this.holdsDeletedAccountData(stream, kind, recorded);
    const names = Object.keys(folds);
    const single = names.length === 1 ? names[0] : null;
    let states: Record<string, unknown> = Object.fromEntries(
      Object.entries(folds).map(([name, fold]) => [name, fold.initialState]),
    );
    const steps = recorded.map((event) => {
      states = evolveAll(folds, states, event);
      const { actorId, actorRole, impersonatorId, at } = event.metadata;
      return {
        revision: Number(event.revision),
        event_id: event.id,
        type: event.type,
        at,
        actor_id: actorId,
        actor_handle: actorId ? (handles.get(actorId) ?? null) : null,
        actor_role: actorRole,
        impersonator_id: impersonatorId,
        impersonator_handle: impersonatorId ? (handles.get(impersonatorId) ?? null) : null,
        data: redactSecrets(event.data, { personal }),
        state: redactSecrets(single ? states[single] : states, { personal }),
      };
    });
    return { success: true, stream, kind, steps };
  }

  /** Whether an account whose personal data the stream holds was deleted (read from its stream). */
  private async holdsDeletedAccountData(
    stream: string,
    kind: string,
    recorded: readonly DomainEvent[],
  ): Promise<boolean> {
    const deletes = (event: { readonly type: string }) => ACCOUNT_DELETIONS.has(event.type);
    if (recorded.some(deletes)) return true;
    for (const owner of ownerAccountStreams(stream, kind, recorded)) {
      if (owner !== stream && (await this.events.readStream(owner)).some(deletes)) return true;
    }
    return false;
  }
}
