import type { EventOfType } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../testing/decider-specification';
import { createOnceDecider } from './create-once.decider';

const spec = DeciderSpecification.for(
  createOnceDecider<EventOfType<'NotificationSent'>>('Notification already exists'),
);
const sent: EventOfType<'NotificationSent'> = {
  type: 'NotificationSent',
  data: {
    notification_id: 'n-1',
    recipient_id: 'op-1',
    type: 'system',
    priority: 'high',
    title: 'Welcome',
    message: 'Hello',
    action_url: null,
  },
};

describe('create-once decider', () => {
  it('accepts the creation event on an empty stream', () => {
    spec.given().when({ event: sent }).then([sent]);
  });

  it('refuses a second creation', () => {
    spec.given([sent]).when({ event: sent }).thenRefuses('conflict', 'Notification already exists');
  });
});
