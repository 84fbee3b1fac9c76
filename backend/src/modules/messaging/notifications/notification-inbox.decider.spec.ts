import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
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
const spec = DeciderSpecification.for(notificationInboxDecider);
const when = (given: DomainEvent[], command: ReadAllNotifications) =>
  spec.given(given).when(command);

describe('notification inbox decider', () => {
  it('marks every unread notification read, with their ids, once each', () => {
    when([], readAll(['nt-1', 'nt-2', 'nt-1'])).then([marked(['nt-1', 'nt-2'])]);
  });

  it('records nothing when nothing is unread', () => {
    when([], readAll([])).then([]);
  });

  it('leaves out what an earlier read-all already marked (a concurrent second call)', () => {
    when([marked(['nt-1', 'nt-2'])], readAll(['nt-1', 'nt-2'])).then([]);
    when([marked(['nt-1'])], readAll(['nt-1', 'nt-3'])).then([marked(['nt-3'])]);
  });
});
