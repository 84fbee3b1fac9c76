import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { notificationDecider, type NotificationCommand } from './notification.decider';

const notification: EventData<'NotificationSent'> = {
  notification_id: 'nt-1',
  recipient_id: 'op-ada',
  type: 'system',
  priority: 'high',
  title: 'Complete your character report',
  message: 'Tell us your skills.',
  action_url: '/character-report',
};
const ids = { notification_id: 'nt-1', recipient_id: 'op-ada' };
const sent: DomainEvent = { type: 'NotificationSent', data: notification };
const read: DomainEvent = { type: 'NotificationRead', data: ids };
const deleted: DomainEvent = { type: 'NotificationDeleted', data: ids };
const notFound = ['not_found', 'Notification not found'] as const;

const spec = DeciderSpecification.for(notificationDecider);
const when = (given: DomainEvent[], command: NotificationCommand) =>
  spec.given(given).when(command);

describe('notification decider', () => {
  it('sends a notification once', () => {
    when([], { kind: 'Send', notification }).then([sent]);
    when([sent], { kind: 'Send', notification }).thenRefuses(
      'conflict',
      'Notification already exists',
    );
  });

  it("marks the recipient's notification read, and reading it again changes nothing", () => {
    when([sent], { kind: 'MarkRead', recipientId: 'op-ada' }).then([read]);
    when([sent, read], { kind: 'MarkRead', recipientId: 'op-ada' }).then([]);
  });

  it('deletes a read or unread notification', () => {
    when([sent], { kind: 'Delete', recipientId: 'op-ada' }).then([deleted]);
    when([sent, read], { kind: 'Delete', recipientId: 'op-ada' }).then([deleted]);
  });

  it('resolves a notification that asks for a task once, and nothing that only informs', () => {
    const asking: DomainEvent = {
      type: 'NotificationSent',
      data: { ...notification, task: 'character_report' },
    };
    const resolved: DomainEvent = { type: 'NotificationResolved', data: ids };
    when([asking], { kind: 'Resolve' }).then([resolved]);
    when([asking, resolved], { kind: 'Resolve' }).then([]);
    when([asking, resolved], { kind: 'MarkRead', recipientId: 'op-ada' }).then([]);
    when([asking, deleted], { kind: 'Resolve' }).then([]);
    when([sent], { kind: 'Resolve' }).then([]);
    when([], { kind: 'Resolve' }).then([]);
  });

  it("refuses someone else's notification as not found", () => {
    when([sent], { kind: 'MarkRead', recipientId: 'op-alan' }).thenRefuses(...notFound);
    when([sent], { kind: 'Delete', recipientId: 'op-alan' }).thenRefuses(...notFound);
  });

  it('refuses an unknown notification as not found', () => {
    when([], { kind: 'MarkRead', recipientId: 'op-ada' }).thenRefuses(...notFound);
    when([], { kind: 'Delete', recipientId: 'op-ada' }).thenRefuses(...notFound);
  });

  it('refuses to read or delete a deleted notification', () => {
    when([sent, deleted], { kind: 'MarkRead', recipientId: 'op-ada' }).thenRefuses(...notFound);
    when([sent, read, deleted], { kind: 'Delete', recipientId: 'op-ada' }).thenRefuses(...notFound);
  });
});
