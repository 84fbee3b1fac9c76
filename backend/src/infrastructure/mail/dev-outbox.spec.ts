import { Logger } from '@nestjs/common';
import { DevOutbox, OUTBOX_CAPACITY } from './dev-outbox';

describe('DevOutbox', () => {
  it('lists mails newest first', async () => {
    const outbox = new DevOutbox(false);
    await outbox.send({ to: 'a@x.io', subject: 'One', text: '1' });
    await outbox.send({ to: 'b@x.io', subject: 'Two', text: '2', html: '<p>2</p>' });
    expect(outbox.list().map(({ to, subject, text }) => ({ to, subject, text }))).toEqual([
      { to: 'b@x.io', subject: 'Two', text: '2' },
      { to: 'a@x.io', subject: 'One', text: '1' },
    ]);
  });

  it('keeps only the last 200', async () => {
    const outbox = new DevOutbox(false);
    for (let i = 0; i < OUTBOX_CAPACITY + 5; i += 1) {
      await outbox.send({ to: 'a@x.io', subject: `Mail ${i}`, text: '' });
    }
    const mails = outbox.list();
    expect(OUTBOX_CAPACITY).toBe(200);
    expect(mails).toHaveLength(200);
    expect(mails[0]?.subject).toBe('Mail 204');
    expect(mails.at(-1)?.subject).toBe('Mail 5');
  });

  describe('its log', () => {
    let logged: jest.SpyInstance;
    beforeEach(() => {
      logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    });
    afterEach(() => logged.mockRestore());
    const mail = { to: 'new@x.io', subject: 'Your code', text: 'Your code is 123456.' };

    it('prints the text (codes, links) when the server runs for development', async () => {
      await new DevOutbox(true).send(mail);
      expect(logged).toHaveBeenCalledWith(
        'Mail to new@x.io kept in the dev outbox: Your code\nYour code is 123456.',
      );
    });

    it('names only the recipient and the subject otherwise', async () => {
      await new DevOutbox(false).send(mail);
      expect(logged).toHaveBeenCalledWith('Mail to new@x.io kept in the dev outbox: Your code');
      expect(JSON.stringify(logged.mock.calls)).not.toContain('123456');
    });
  });
});
