import { z } from 'zod';
import { RoleSchema, defineEvent } from '../envelope';
import {
  OperatorDetailChangesSchema,
  OperatorFlagsSchema,
  OperatorStatusSchema,
} from './admin-values';

/** An admin set an operator's roles (stream `operator-<id>`); never empty. */
export const OperatorRolesChanged = defineEvent(
  'OperatorRolesChanged',
  z.object({ operator_id: z.string(), roles: z.array(RoleSchema).min(1) }),
);

/** An admin suspended or re-activated an operator (stream `operator-<id>`). */
export const OperatorStatusChanged = defineEvent(
  'OperatorStatusChanged',
  z.object({ operator_id: z.string(), status: OperatorStatusSchema }),
);

/** An admin set some of an operator's flags (stream `operator-<id>`); absent flags keep their value. */
export const OperatorFlagsChanged = defineEvent(
  'OperatorFlagsChanged',
  z.object({ operator_id: z.string(), flags: OperatorFlagsSchema }),
);

/** An admin edited an operator's details (stream `operator-<id>`); only the fields that changed. */
export const OperatorDetailsChanged = defineEvent(
  'OperatorDetailsChanged',
  z.object({ operator_id: z.string(), changes: OperatorDetailChangesSchema }),
);

/**
 * An admin set an operator's password (stream `operator-<id>`). The hash is for the
 * credentials read model only; nothing shows it.
 */
export const OperatorPasswordSetByAdmin = defineEvent(
  'OperatorPasswordSetByAdmin',
  z.object({ operator_id: z.string(), password_hash: z.string() }),
);

export const operatorAdminEvents = [
  OperatorRolesChanged,
  OperatorStatusChanged,
  OperatorFlagsChanged,
  OperatorDetailsChanged,
  OperatorPasswordSetByAdmin,
] as const;
