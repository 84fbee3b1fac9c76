import { z } from 'zod';
import { defineEvent } from '../envelope';

export const CurrentCohortSet = defineEvent('CurrentCohortSet', z.object({ name: z.string() }));

export const OperatorsUnderConstructionSet = defineEvent(
  'OperatorsUnderConstructionSet',
  z.object({ enabled: z.boolean() }),
);

/**
 * Kept in `idempotency-<hash>` streams by earlier versions: the first answer of a command sent
 * with an Idempotency-Key. Still replayed for keys recorded then.
 */
export const IdempotentResultRecorded = defineEvent(
  'IdempotentResultRecorded',
  z.object({ status: z.number().int(), body: z.unknown() }),
);

/**
 * Kept in `idempotency-<hash>` streams: what a command sent with an Idempotency-Key decided
 * (its ids, not its events), appended in the same atomic append as its events, so a retry,
 * even after a crash, replays the outcome instead of deciding again.
 */
export const CommandOutcomeRecorded = defineEvent(
  'CommandOutcomeRecorded',
  z.object({ outcome: z.record(z.string(), z.unknown()) }),
);

/**
 * Kept in `reactor-<name>` streams: how far a process that reacts to events (e.g. the
 * mission-match notifier) has got in the log, so a restart resumes there.
 */
export const ReactorCheckpointed = defineEvent(
  'ReactorCheckpointed',
  z.object({ position: z.string().nullable() }),
);

export const adminEvents = [
  CurrentCohortSet,
  OperatorsUnderConstructionSet,
  IdempotentResultRecorded,
  CommandOutcomeRecorded,
  ReactorCheckpointed,
] as const;
