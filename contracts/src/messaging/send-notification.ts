import { z } from 'zod';
import { EventPositionSchema } from '../http/event-position';
import { RoleSchema } from '../envelope';
import { NOTIFICATION_TEXTS } from '../spec/notifications-texts';
import { AdminNotificationTypeSchema, NotificationPrioritySchema } from './values';

export const NOTIFICATION_LIMITS = { titleMax: 200, messageMax: 5000, actionUrlMax: 2048 } as const;

export const NOTIFICATION_TARGET_TYPES = ['single', 'all', 'role'] as const;
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

/**
 * `POST /api/admin/notifications/send` (spec 03 section 5): title and message required,
 * a single target needs an operator, a role target needs a role; priority defaults to
 * medium and type to system.
 */
export const SendNotificationRequestSchema = z
  .object({
    targetType: z.enum(NOTIFICATION_TARGET_TYPES, { error: NOTIFICATION_TEXTS.chooseTarget }),
    operatorId: optionalText,
    role: z
      .union([RoleSchema, z.literal('')], { error: NOTIFICATION_TEXTS.selectRole })
      .nullish()
      .transform((value) => value || null),
    title: z
      .string({ error: NOTIFICATION_TEXTS.fillTitleAndMessage })
      .trim()
      .min(1, NOTIFICATION_TEXTS.fillTitleAndMessage)
      .max(
        NOTIFICATION_LIMITS.titleMax,
        NOTIFICATION_TEXTS.titleTooLong(NOTIFICATION_LIMITS.titleMax),
      ),
    message: z
      .string({ error: NOTIFICATION_TEXTS.fillTitleAndMessage })
      .trim()
      .min(1, NOTIFICATION_TEXTS.fillTitleAndMessage)
      .max(
        NOTIFICATION_LIMITS.messageMax,
        NOTIFICATION_TEXTS.messageTooLong(NOTIFICATION_LIMITS.messageMax),
      ),
    priority: NotificationPrioritySchema.default('medium'),
    type: AdminNotificationTypeSchema.default('system'),
    action_url: optionalText.refine(
      (value) =>
        value === null ||
        (value.length <= NOTIFICATION_LIMITS.actionUrlMax && isValidActionUrl(value)),
      NOTIFICATION_TEXTS.invalidActionUrl,
    ),
  })
  .superRefine((body, context) => {
    if (body.targetType === 'single' && !body.operatorId) {
      context.addIssue({
        code: 'custom',
        path: ['operatorId'],
        message: NOTIFICATION_TEXTS.selectOperator,
      });
    }
    if (body.targetType === 'role' && !body.role) {
      context.addIssue({ code: 'custom', path: ['role'], message: NOTIFICATION_TEXTS.selectRole });
    }
  });
export type SendNotificationRequest = z.input<typeof SendNotificationRequestSchema>;
export type SendNotificationCommand = z.output<typeof SendNotificationRequestSchema>;

export const SendNotificationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recipientCount: z.number().int(),
  position: EventPositionSchema,
});
export type SendNotificationResponse = z.infer<typeof SendNotificationResponseSchema>;
