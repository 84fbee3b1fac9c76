import { DevOutbox, OUTBOX_CAPACITY } from './dev-outbox';

describe('DevOutbox', () => {
  it('lists mails newest first', async () => {
    const outbox = new DevOutbox();
    await outbox.send({ to: 'a@x.io', subject: 'One', text: '1' });
    await outbox.send({ to: 'b@x.io', subject: 'Two', text: '2', html: '<p>2</p>' });
    expect(outbox.list().map(({ to, subject, text }) => ({ to, subject, text }))).toEqual([
      { to: 'b@x.io', subject: 'Two', text: '2' },
      { to: 'a@x.io', subject: 'One', text: '1' },
    ]);
  });

  it('keeps only the last 200', async () => {
    const outbox = new DevOutbox();
    for (let i = 0; i < OUTBOX_CAPACITY + 5; i += 1) {
      await outbox.send({ to: 'a@x.io', subject: `Mail ${i}`, text: '' });
    }
    const mails = outbox.list();
    expect(OUTBOX_CAPACITY).toBe(200);
    expect(mails).toHaveLength(200);
    expect(mails[0]?.subject).toBe('Mail 204');
    expect(mails.at(-1)?.subject).toBe('Mail 5');
  });
});
