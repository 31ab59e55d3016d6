/** One e-mail, with a plain-text and an HTML body. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mails: SMTP when SMTP_URL is set, otherwise the outbox table (ADR 022). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
