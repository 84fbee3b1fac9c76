import { z } from 'zod';

/**
 * A file a person attached to a mission's issue in Jira, as the mission shows it to those who
 * may open it (its company's representatives and admins). The bytes stay in Jira: the platform
 * fetches them when someone downloads the file. Atlassian documents every field but the id and
 * the name as optional, so the rest may be unknown (null).
 */
export const JiraAttachmentViewSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  mime_type: z.string().nullable(),
  /** Bytes. */
  size: z.number().int().nonnegative().nullable(),
  /** Who attached it, by their Jira display name. */
  author: z.string().nullable(),
  /** When Jira says it was attached. */
  created_at: z.string().nullable(),
});
export type JiraAttachmentView = z.infer<typeof JiraAttachmentViewSchema>;
