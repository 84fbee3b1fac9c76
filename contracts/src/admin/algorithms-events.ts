import { z } from 'zod';
import { defineEvent } from '../envelope';

/** An admin saved one section of the algorithm configuration (stream `algorithm-config`). */
export const AlgorithmConfigSectionSaved = defineEvent(
  'AlgorithmConfigSectionSaved',
  z.object({ section: z.string(), values: z.record(z.string(), z.number()) }),
);

/**
 * Every saved section dropped: the environment's values apply again. `values` records what the
 * environment gave at that moment, by section, for the audit trail.
 */
export const AlgorithmConfigReloaded = defineEvent(
  'AlgorithmConfigReloaded',
  z.object({ values: z.record(z.string(), z.record(z.string(), z.number())) }),
);

export const algorithmEvents = [AlgorithmConfigSectionSaved, AlgorithmConfigReloaded] as const;
