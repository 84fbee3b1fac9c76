/** One mail to send; `text` always, `html` when a richer version exists. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail: over SMTP when `SMTP_URL` is set, else into the development outbox. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;
}
