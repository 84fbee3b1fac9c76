import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
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
const notFound = new DomainRuleViolation('not_found', 'Notification not found');

const when = (given: DomainEvent[], command: NotificationCommand) =>
  notificationDecider.decide(command, fold(notificationDecider, given));

describe('notification decider', () => {
  it('sends a notification once', () => {
    expect(when([], { kind: 'Send', notification })).toEqual([sent]);
    expect(() => when([sent], { kind: 'Send', notification })).toThrow(
      new DomainRuleViolation('conflict', 'Notification already exists'),
    );
  });

  it("marks the recipient's notification read, and reading it again changes nothing", () => {
    expect(when([sent], { kind: 'MarkRead', recipientId: 'op-ada' })).toEqual([read]);
    expect(when([sent, read], { kind: 'MarkRead', recipientId: 'op-ada' })).toEqual([]);
  });

  it('deletes a read or unread notification', () => {
    expect(when([sent], { kind: 'Delete', recipientId: 'op-ada' })).toEqual([deleted]);
    expect(when([sent, read], { kind: 'Delete', recipientId: 'op-ada' })).toEqual([deleted]);
  });

  it('resolves a notification that asks for a task once, and nothing that only informs', () => {
    const asking: DomainEvent = {
      type: 'NotificationSent',
      data: { ...notification, task: 'character_report' },
    };
    const resolved: DomainEvent = { type: 'NotificationResolved', data: ids };
    expect(when([asking], { kind: 'Resolve' })).toEqual([resolved]);
    expect(when([asking, resolved], { kind: 'Resolve' })).toEqual([]);
    expect(when([asking, resolved], { kind: 'MarkRead', recipientId: 'op-ada' })).toEqual([]);
    expect(when([asking, deleted], { kind: 'Resolve' })).toEqual([]);
    expect(when([sent], { kind: 'Resolve' })).toEqual([]);
    expect(when([], { kind: 'Resolve' })).toEqual([]);
  });

  it("refuses someone else's notification as not found", () => {
    expect(() => when([sent], { kind: 'MarkRead', recipientId: 'op-alan' })).toThrow(notFound);
    expect(() => when([sent], { kind: 'Delete', recipientId: 'op-alan' })).toThrow(notFound);
  });

  it('refuses an unknown notification as not found', () => {
    expect(() => when([], { kind: 'MarkRead', recipientId: 'op-ada' })).toThrow(notFound);
    expect(() => when([], { kind: 'Delete', recipientId: 'op-ada' })).toThrow(notFound);
  });

  it('refuses to read or delete a deleted notification', () => {
    expect(() => when([sent, deleted], { kind: 'MarkRead', recipientId: 'op-ada' })).toThrow(
      notFound,
    );
    expect(() => when([sent, read, deleted], { kind: 'Delete', recipientId: 'op-ada' })).toThrow(
      notFound,
    );
  });
});
