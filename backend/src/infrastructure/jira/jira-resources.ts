import { z } from 'zod';

/**
 * The parts of Jira's answers the client reads, checked on arrival. Loose objects: Jira adds
 * fields over time and the client keeps them for its callers.
 */

export const JiraUser = z.looseObject({
  accountId: z.string(),
  displayName: z.string(),
  emailAddress: z.string().optional(),
  timeZone: z.string().optional(),
  active: z.boolean().optional(),
});
export type JiraUser = z.infer<typeof JiraUser>;

export const JiraField = z.looseObject({
  id: z.string(),
  key: z.string().optional(),
  name: z.string(),
  custom: z.boolean(),
  schema: z
    .looseObject({
      type: z.string(),
      system: z.string().optional(),
      custom: z.string().optional(),
      customId: z.number().optional(),
    })
    .optional(),
});
export type JiraField = z.infer<typeof JiraField>;

export const JiraIssue = z.looseObject({
  id: z.string(),
  key: z.string(),
  self: z.string().optional(),
  fields: z.record(z.string(), z.unknown()).default({}),
});
export type JiraIssue = z.infer<typeof JiraIssue>;

export const CreatedIssue = z.looseObject({ id: z.string(), key: z.string() });

export const JiraSearchPage = z.looseObject({
  issues: z.array(JiraIssue),
  nextPageToken: z.string().nullish(),
  isLast: z.boolean().optional(),
});

const JiraStatus = z.looseObject({
  id: z.string(),
  name: z.string(),
  statusCategory: z.looseObject({ key: z.string() }).optional(),
});

/** Atlassian documents a transition's `name` and `to` as optional. */
export const JiraTransition = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  to: JiraStatus.optional(),
});
export type JiraTransition = z.infer<typeof JiraTransition>;

export const JiraTransitions = z.looseObject({ transitions: z.array(JiraTransition) });

export const JiraIssueStatus = z.looseObject({
  fields: z.looseObject({ status: JiraStatus }),
});

/** Atlassian documents every field of an attachment but its id and name as optional. */
export const JiraAttachment = z.looseObject({
  id: z.string(),
  filename: z.string(),
  size: z.number().optional(),
  mimeType: z.string().optional(),
  content: z.string().optional(),
  created: z.string().optional(),
  /** Who attached it (the account the credentials act as, for the platform's uploads). */
  author: z.looseObject({ accountId: z.string(), displayName: z.string().optional() }).optional(),
});
export type JiraAttachment = z.infer<typeof JiraAttachment>;
