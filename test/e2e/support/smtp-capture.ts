/**
 * A Playwright web server of its own: an SMTP server that accepts every mail the app sends, and
 * an HTTP endpoint that lists them, so tests read verification codes and reset links from real
 * mail (the app sends through SMTP_URL exactly as in production).
 */
import { simpleParser } from 'mailparser';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import type { CapturedMail } from './mailbox';

const smtpPort = Number(process.env.SMTP_CAPTURE_PORT);
const httpPort = Number(process.env.MAIL_CAPTURE_HTTP_PORT);
const mails: CapturedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, done) {
    simpleParser(stream)
      .then((parsed) => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push({
          to: recipients,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          received_at: new Date().toISOString(),
        });
        done();
      })
      .catch((error: Error) => done(error));
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? mails.filter((mail) => mail.to.includes(to)) : mails;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    return;
  }
  response.writeHead(404).end();
}).listen(httpPort, '127.0.0.1');
