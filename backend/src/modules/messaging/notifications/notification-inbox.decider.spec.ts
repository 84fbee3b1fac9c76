import type { DomainEvent } from '@morphic/contracts/server';
import { fold } from '../../../infrastructure/commands/decider';
import { notificationInboxDecider, type ReadAllNotifications } from './notification-inbox.decider';

const readAll = (unreadIds: string[]): ReadAllNotifications => ({
  kind: 'ReadAll',
  recipientId: 'op-ada',
  unreadIds,
});
const marked = (ids: string[]): DomainEvent => ({
  type: 'AllNotificationsRead',
  data: { recipient_id: 'op-ada', notification_ids: ids },
});
const when = (given: DomainEvent[], command: ReadAllNotifications) =>
  notificationInboxDecider.decide(command, fold(notificationInboxDecider, given));

describe('notification inbox decider', () => {
  it('marks every unread notification read, with their ids, once each', () => {
    expect(when([], readAll(['nt-1', 'nt-2', 'nt-1']))).toEqual([marked(['nt-1', 'nt-2'])]);
  });

  it('records nothing when nothing is unread', () => {
    expect(when([], readAll([]))).toEqual([]);
  });

  it('leaves out what an earlier read-all already marked (a concurrent second call)', () => {
    expect(when([marked(['nt-1', 'nt-2'])], readAll(['nt-1', 'nt-2']))).toEqual([]);
    expect(when([marked(['nt-1'])], readAll(['nt-1', 'nt-3']))).toEqual([marked(['nt-3'])]);
  });
});
