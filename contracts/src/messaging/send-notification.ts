import type { CommandAnswer } from '../http/define-endpoint';
import { z } from 'zod';
import { RoleSchema } from '../envelope';
import { NOTIFICATION_TEXTS } from '../spec/notifications-texts';
import { NOTIFICATION_TEMPLATES, NotificationTemplateIdSchema } from './notification-templates';
import { RegionSchema } from './regions';
import { AdminNotificationTypeSchema, NotificationPrioritySchema } from './values';

export const NOTIFICATION_LIMITS = { titleMax: 200, messageMax: 5000, actionUrlMax: 2048 } as const;

export const NOTIFICATION_TARGET_TYPES = [
  'single',
  'all',
  'role',
  'region',
  'task',
  'template',
] as const;
export type NotificationTargetType = (typeof NOTIFICATION_TARGET_TYPES)[number];

/** An action link: a path inside the app (not `//host`) or an absolute http(s) URL. */
export function isValidActionUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null);

const titleText = z
  .string({ error: NOTIFICATION_TEXTS.fillTitleAndMessage })
  .trim()
  .max(NOTIFICATION_LIMITS.titleMax, NOTIFICATION_TEXTS.titleTooLong(NOTIFICATION_LIMITS.titleMax))
  .default('');
const messageText = z
  .string({ error: NOTIFICATION_TEXTS.fillTitleAndMessage })
  .trim()
  .max(
    NOTIFICATION_LIMITS.messageMax,
    NOTIFICATION_TEXTS.messageTooLong(NOTIFICATION_LIMITS.messageMax),
  )
  .default('');

/**
 * `POST /api/admin/notifications/send` (spec 03 section 5): title and message required, a
 * single target needs an operator, a role target a role, a task target a task (its assigned
 * operators), a region target a region (operators whose timezone lies there); priority
 * defaults to medium and type to system.
 *
 * A template fills the title, message and priority the request leaves empty. The `template`
 * target sends it to every operator; with another target type the template only fills the
 * content, so a template can go to one operator, a role, a region or a task's operators.
 */
export const SendNotificationRequestSchema = z
  .object({
    targetType: z.enum(NOTIFICATION_TARGET_TYPES, { error: NOTIFICATION_TEXTS.chooseTarget }),
    operatorId: optionalText,
    role: z
      .union([RoleSchema, z.literal('')], { error: NOTIFICATION_TEXTS.selectRole })
      .nullish()
      .transform((value) => value || null),
    region: z
      .union([RegionSchema, z.literal('')], { error: NOTIFICATION_TEXTS.selectRegion })
      .nullish()
      .transform((value) => value || null),
    taskId: optionalText,
    template: z
      .union([NotificationTemplateIdSchema, z.literal('')], {
        error: NOTIFICATION_TEXTS.selectTemplate,
      })
      .nullish()
      .transform((value) => value || null),
    title: titleText,
    message: messageText,
    priority: NotificationPrioritySchema.nullish(),
    type: AdminNotificationTypeSchema.default('system'),
    action_url: optionalText.refine(
      (value) =>
        value === null ||
        (value.length <= NOTIFICATION_LIMITS.actionUrlMax && isValidActionUrl(value)),
      NOTIFICATION_TEXTS.invalidActionUrl,
    ),
  })
  .transform((body) => {
    const template = body.template ? NOTIFICATION_TEMPLATES[body.template] : null;
    return {
      ...body,
      title: body.title || template?.title || '',
      message: body.message || template?.message || '',
      priority: body.priority ?? template?.priority ?? 'medium',
    };
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!body.title) issue('title', NOTIFICATION_TEXTS.fillTitleAndMessage);
    if (!body.message) issue('message', NOTIFICATION_TEXTS.fillTitleAndMessage);
    if (body.targetType === 'single' && !body.operatorId) {
      issue('operatorId', NOTIFICATION_TEXTS.selectOperator);
    }
    if (body.targetType === 'role' && !body.role) issue('role', NOTIFICATION_TEXTS.selectRole);
    if (body.targetType === 'region' && !body.region) {
      issue('region', NOTIFICATION_TEXTS.selectRegion);
    }
    if (body.targetType === 'task' && !body.taskId) issue('taskId', NOTIFICATION_TEXTS.selectTask);
    if (body.targetType === 'template' && !body.template) {
      issue('template', NOTIFICATION_TEXTS.selectTemplate);
    }
  });
export type SendNotificationRequest = z.input<typeof SendNotificationRequestSchema>;
export type SendNotificationCommand = z.output<typeof SendNotificationRequestSchema>;

export const SendNotificationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recipientCount: z.number().int(),
});
export type SendNotificationResponse = CommandAnswer<typeof SendNotificationResponseSchema>;
