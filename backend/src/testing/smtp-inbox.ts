import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  /** The body as sent (the product's mails are plain 7-bit text). */
  readonly text: string;
}

/** An in-process SMTP server for integration tests: the app sends real mail to it. */
export interface SmtpInbox {
  /** For SMTP_URL. */
  readonly url: string;
  /** Every mail received so far, oldest first. */
  readonly received: readonly ReceivedMail[];
  /** The next mail to this address not yet taken by an earlier call (waits for it). */
  nextMailTo(address: string): Promise<ReceivedMail>;
  /** Refuses the next mail, as a broken mail server would. */
  failNext(): void;
  close(): Promise<void>;
}

function parse(raw: string, to: readonly string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  return {
    to,
    subject,
    text: raw
      .slice(split + 4)
      .replace(/\r\n/g, '\n')
      .trim(),
  };
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const unclaimed: ReceivedMail[] = [];
  const waiters: { address: string; resolve: (mail: ReceivedMail) => void }[] = [];
  let failNext = false;

  const deliver = (mail: ReceivedMail) => {
    received.push(mail);
    const waiter = waiters.findIndex((w) => mail.to.includes(w.address));
    if (waiter === -1) unclaimed.push(mail);
    else waiters.splice(waiter, 1)[0]?.resolve(mail);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failNext) {
          failNext = false;
          done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        deliver(parse(Buffer.concat(chunks).toString('utf8'), to));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMailTo(address) {
      const wanted = address.toLowerCase();
      const index = unclaimed.findIndex((mail) => mail.to.includes(wanted));
      if (index !== -1) return Promise.resolve(unclaimed.splice(index, 1)[0] as ReceivedMail);
      return new Promise((resolve) => waiters.push({ address: wanted, resolve }));
    },
    failNext() {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a verification mail. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in mail: ${mail.text}`);
  return code;
}
