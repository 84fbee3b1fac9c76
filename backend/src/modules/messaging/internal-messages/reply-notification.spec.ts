import { uuidFromKey } from '#infrastructure/ids/uuid-from-key';
import { replyNotification, replyNotificationId, replyPreview } from './reply-notification';

describe('reply notification', () => {
  it("tells the thread's user, medium priority, linking to their messages", () => {
    expect(
      replyNotification({ messageId: 'msg-1', operatorId: 'op-ada', message: 'We fixed it.' }),
    ).toEqual({
      notification_id: replyNotificationId('msg-1'),
      recipient_id: 'op-ada',
      type: 'message',
      priority: 'medium',
      title: 'New reply from the admins',
      message: 'We fixed it.',
      action_url: '/notifications',
    });
  });

  it('quotes the first 120 characters of the reply', () => {
    const reply = `${'a'.repeat(119)}bc${'d'.repeat(50)}`;

    expect(replyPreview(reply)).toBe(`${'a'.repeat(119)}b`);
    expect(replyPreview('short')).toBe('short');
    expect(replyPreview('x'.repeat(120))).toBe('x'.repeat(120));
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const reply = `${'a'.repeat(119)}🚀🚀`;

    expect(replyPreview(reply)).toBe(`${'a'.repeat(119)}🚀`);
  });

  it('derives one id per reply message', () => {
    expect(replyNotificationId('msg-1')).toBe(uuidFromKey('internal-reply:msg-1'));
    expect(replyNotificationId('msg-1')).not.toBe(replyNotificationId('msg-2'));
  });
});
