import { z } from 'zod';
import { isAdfDocument, type AdfDocument } from '../site/adf';
import type { FaultRule } from '../fault-injector';
import type { NewIssue } from '../site/jira-site';

/** The control API's inputs, read the same way from TypeScript callers and from HTTP bodies. */

export const SiteUserInput = z.object({
  email: z.email(),
  displayName: z.string().min(1).optional(),
  /** Without one, the person acts only through the control API, as in Jira's own screens. */
  apiToken: z.string().min(1).optional(),
});

export const SiteInput = z.object({
  /** The last segment of the site's base URL. */
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
  users: z.array(SiteUserInput).min(1),
  /** Which transitions the workflow offers (see workflow.ts); simplified when left out. */
  workflow: z.enum(['simplified', 'restricted']).optional(),
  /** The custom fields the site offers; Story price (`customfield_10050`) when left out. */
  customFields: z
    .array(
      z.object({
        id: z.templateLiteral(['customfield_', z.number().int()]),
        name: z.string().min(1),
        type: z.enum(['number', 'string']),
      }),
    )
    .optional(),
});
export type SiteInput = z.input<typeof SiteInput>;

export const ProjectInput = z.object({
  key: z.string().regex(/^[A-Z][A-Z0-9]+$/, 'upper-case letters and digits'),
  name: z.string().min(1),
});

const ActingAs = z.object({ as: z.email().optional() });
export type ActingAs = z.infer<typeof ActingAs>;

export const IssueInput = z.object({
  projectKey: z.string(),
  summary: z.string().min(1),
  description: z.union([z.string(), z.custom<AdfDocument>(isAdfDocument), z.null()]).optional(),
  status: z.enum(['To Do', 'In Progress', 'Done']).optional(),
  labels: z.array(z.string()).optional(),
  duedate: z.iso.date().nullable().optional(),
  priority: z.enum(['Highest', 'High', 'Medium', 'Low', 'Lowest']).optional(),
  custom: z.record(z.string(), z.union([z.number(), z.string(), z.null()])).optional(),
}) satisfies z.ZodType<NewIssue>;

export const CreateIssueBody = IssueInput.extend(ActingAs.shape);

export const EditIssueBody = ActingAs.extend({ fields: z.record(z.string(), z.unknown()) });

export const TransitionIssueBody = ActingAs.extend({ status: z.string().min(1) });

/** A file a person attaches; its bytes travel as base64. */
export const AttachFileBody = ActingAs.extend({
  filename: z.string().min(1),
  mimeType: z.string().min(1),
  content: z.base64(),
});

export const FaultRuleInput = z.object({
  method: z.string().optional(),
  path: z.string().startsWith('/'),
  site: z.string().optional(),
  times: z.number().int().positive().optional(),
  fault: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('status'),
      status: z.number().int().min(400).max(599),
      retryAfter: z.union([z.number().nonnegative(), z.string()]).optional(),
    }),
    z.object({ kind: z.literal('drop') }),
  ]),
}) satisfies z.ZodType<FaultRule>;

export const DemoSiteInput = z.object({
  email: z.email().optional(),
  apiToken: z.string().min(1).optional(),
});
