import { INTERNAL_MESSAGE_TEXTS } from '@morphic/contracts';
import { EMPTY_COMPOSE, composeError, isOverLimit, replyError, sendBody } from './compose-form';
import { PRIORITY_COLORS, THREAD_STATUS_COLORS } from './thread-style';

describe('message compose form', () => {
  it('mirrors the server: a message is needed, at most 5000 characters', () => {
    expect(composeError(EMPTY_COMPOSE)).toBe(INTERNAL_MESSAGE_TEXTS.messageRequired);
    expect(composeError({ ...EMPTY_COMPOSE, message: 'x'.repeat(5000) })).toBeNull();
    expect(composeError({ ...EMPTY_COMPOSE, message: 'x'.repeat(5001) })).toBe(
      INTERNAL_MESSAGE_TEXTS.messageTooLong,
    );
    expect(replyError('  ')).toBe(INTERNAL_MESSAGE_TEXTS.messageRequired);
    expect(replyError('Thanks')).toBeNull();
    expect(isOverLimit(`${'x'.repeat(5000)}  `)).toBe(false);
    expect(isOverLimit('x'.repeat(5001))).toBe(true);
  });

  it('sends a trimmed body, the subject only when given', () => {
    expect(sendBody({ subject: '  ', message: ' Hi ', priority: 'urgent' }, null)).toEqual({
      subject: null,
      message: 'Hi',
      priority: 'urgent',
      thread_id: null,
    });
    expect(sendBody({ subject: 'Pay', message: 'Hi', priority: 'low' }, 'th-1')).toMatchObject({
      subject: 'Pay',
      thread_id: 'th-1',
    });
  });

  it('colours priorities and statuses as spec 03 says', () => {
    expect(PRIORITY_COLORS).toEqual({
      urgent: 'red',
      high: 'orange',
      medium: 'yellow',
      low: 'gray',
    });
    expect(THREAD_STATUS_COLORS).toEqual({ open: 'green', pending: 'yellow', closed: 'gray' });
  });
});
