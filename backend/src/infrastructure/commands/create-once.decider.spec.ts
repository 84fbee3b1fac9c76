import type { EventOfType } from '@morphic/contracts/server';
import { createOnceDecider } from './create-once.decider';
import { DomainRuleViolation, fold } from './decider';

const decider = createOnceDecider<EventOfType<'NotificationSent'>>('Notification already exists');
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
    expect(decider.decide({ event: sent }, decider.initialState)).toEqual([sent]);
  });

  it('refuses a second creation', () => {
    expect(() => decider.decide({ event: sent }, fold(decider, [sent]))).toThrow(
      new DomainRuleViolation('conflict', 'Notification already exists'),
    );
  });
});
