import { z } from 'zod';
import { ROLES } from './identity/role-names';

export const RoleSchema = z.enum(ROLES);

/** Who acted: a role of the actor's account, or one of the non-human actors. */
export const ActorRoleSchema = z.enum([...ROLES, 'company_rep', 'company', 'system', 'anonymous']);
export type ActorRole = z.infer<typeof ActorRoleSchema>;

/** Metadata every event carries: the event log is the audit trail. */
export const EventMetadataSchema = z.object({
  actorId: z.string().nullable(),
  actorRole: ActorRoleSchema,
  impersonatorId: z.string().nullable(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  at: z.iso.datetime(),
});
export type EventMetadata = z.infer<typeof EventMetadataSchema>;

/** Builds the schema of one catalogue event: a literal `type` and its `data`. */
export function defineEvent<const TType extends string, TData extends z.ZodObject>(
  type: TType,
  data: TData,
) {
  return z.object({ type: z.literal(type), data });
}
