import { z } from 'zod';
import { defineEvent } from '../envelope';

export const CurrentCohortSet = defineEvent('CurrentCohortSet', z.object({ name: z.string() }));

export const OperatorsUnderConstructionSet = defineEvent(
  'OperatorsUnderConstructionSet',
  z.object({ enabled: z.boolean() }),
);

/** Kept in `idempotency-<hash>` streams: the first result of a command sent with an Idempotency-Key. */
export const IdempotentResultRecorded = defineEvent(
  'IdempotentResultRecorded',
  z.object({ status: z.number().int(), body: z.unknown() }),
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
  ReactorCheckpointed,
] as const;
