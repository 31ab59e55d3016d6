import nodemailer from 'nodemailer';
import { classifySmtpError, type DeliveryFailure } from './delivery-failure';

/** What the worker hands a transport: one outbox row's message. */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** Where the worker delivers: an SMTP server, or nowhere when the table itself is the development outbox. */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  /** Resolves once the server accepted the message; rejects with the server's or the connection's error. */
  deliver(mail: OutgoingMail): Promise<void>;
  classify(error: unknown): DeliveryFailure;
  close(): void;
}

/**
 * nodemailer over `SMTP_URL`, a small pool of connections. Every bound is `timeoutMs` (connecting, the
 * greeting, a silent socket). The Message-ID is the outbox row's: a copy sent again after a crash carries
 * the same one, so the receiving side can tell it is the same e-mail.
 */
export function smtpTransport({ url, from, timeoutMs, messageIdHost }: { url: string; from: string; timeoutMs: number; messageIdHost: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@${messageIdHost}>`,
      });
    },
    classify: classifySmtpError,
    close: () => transporter.close(),
  };
}

/** No SMTP server (development, or production with MAIL_OUTBOX=1): the row stays readable at GET /api/dev/outbox. */
export const keptInOutbox: MailTransport = {
  name: 'outbox',
  deliver: async () => {},
  classify: classifySmtpError,
  close: () => {},
};
