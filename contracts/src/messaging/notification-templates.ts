import { z } from 'zod';
import type { NotificationPriority } from './values';

/** The four templates of the admin send form (spec 03 "Templates"). */
export const NOTIFICATION_TEMPLATE_IDS = [
  'system_maintenance',
  'new_task_available',
  'task_deadline_approaching',
  'validation_required',
] as const;
export const NotificationTemplateIdSchema = z.enum(NOTIFICATION_TEMPLATE_IDS);
export type NotificationTemplateId = z.infer<typeof NotificationTemplateIdSchema>;

export interface NotificationTemplate {
  readonly id: NotificationTemplateId;
  readonly title: string;
  readonly message: string;
  readonly priority: NotificationPriority;
}

export const NOTIFICATION_TEMPLATES: Readonly<
  Record<NotificationTemplateId, NotificationTemplate>
> = {
  system_maintenance: {
    id: 'system_maintenance',
    title: 'System Maintenance',
    message:
      'The platform will be briefly unavailable for scheduled maintenance. Save your work; we will tell you when everything is back.',
    priority: 'high',
  },
  new_task_available: {
    id: 'new_task_available',
    title: 'New Task Available',
    message: 'A new mission that matches your skills is open in the Marketplace.',
    priority: 'medium',
  },
  task_deadline_approaching: {
    id: 'task_deadline_approaching',
    title: 'Task Deadline Approaching',
    message: 'One of your missions is close to its deadline. Submit your work in time.',
    priority: 'high',
  },
  validation_required: {
    id: 'validation_required',
    title: 'Validation Required',
    message: 'Submissions are waiting for a validator. Please review them.',
    priority: 'medium',
  },
};

/** The templates in the spec's order, for the form's picker. */
export const NOTIFICATION_TEMPLATE_LIST: readonly NotificationTemplate[] =
  NOTIFICATION_TEMPLATE_IDS.map((id) => NOTIFICATION_TEMPLATES[id]);
