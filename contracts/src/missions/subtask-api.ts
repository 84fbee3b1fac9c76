import { z } from 'zod';
import { SUBTASK_TEXTS } from '../spec/subtask-texts';

/**
 * A create form's `parent_id` (blank: none) and `is_subtask`. Both say whether the new mission is
 * a subtask, so `agreeOnSubtask` refuses a body where they disagree.
 */
export const subtaskFields = {
  parent_id: z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    z.string().trim().max(100).optional(),
  ),
  is_subtask: z.boolean().optional(),
};

/** `is_subtask: true` needs a parent; a parent makes `is_subtask: false` a contradiction. */
export function agreeOnSubtask(
  input: { readonly parent_id?: string | undefined; readonly is_subtask?: boolean | undefined },
  context: z.RefinementCtx,
): void {
  if (input.is_subtask === true && input.parent_id === undefined)
    context.addIssue({
      code: 'custom',
      path: ['parent_id'],
      message: SUBTASK_TEXTS.subtaskNeedsParent,
    });
  if (input.is_subtask === false && input.parent_id !== undefined)
    context.addIssue({
      code: 'custom',
      path: ['is_subtask'],
      message: SUBTASK_TEXTS.parentNeedsSubtask,
    });
}

/** Where a mission sits among subtasks: its parent, and its own subtasks (oldest first). */
export const SubtaskFamilySchema = z.object({
  is_subtask: z.boolean(),
  parent_id: z.string().nullable(),
  parent_title: z.string().nullable(),
  subtask_count: z.number().int(),
  subtask_titles: z.array(z.string()),
});
export type SubtaskFamily = z.infer<typeof SubtaskFamilySchema>;
