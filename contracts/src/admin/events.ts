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

export const adminEvents = [
  CurrentCohortSet,
  OperatorsUnderConstructionSet,
  IdempotentResultRecorded,
] as const;
