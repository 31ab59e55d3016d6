import nodemailer from 'nodemailer';
import { serializeError, type Logger } from '../logger';
import type { Mailer } from './mailer';

/**
 * Sends through the configured SMTP server. A refused delivery is logged, not thrown: the action that
 * triggered the e-mail (sign-up, review…) is already committed, and the user can ask for the e-mail again.
 */
export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (error) {
        logger.error('e-mail not sent', { subject: mail.subject, ...serializeError(error) });
      }
    },
  };
}
