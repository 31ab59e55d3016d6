import { serializeError, type Logger } from '../logger';
import type { Mailer } from './mailer';

/** Waits before the 2nd and 3rd attempts of a failed e-mail. */
const RETRY_DELAYS_MS = [1000, 10_000];

/**
 * A mailer whose `send` never fails: e-mails are sent after the write they tell about is committed, and a
 * mail failure must not turn that committed write into an error (the client would retry and get a 409).
 * A failed send is logged and tried again in the background (ADR 085).
 */
export function retryingMailer(mailer: Mailer, logger: Logger, delaysMs: readonly number[] = RETRY_DELAYS_MS): Mailer {
  const attempt = async (mail: Parameters<Mailer['send']>[0], retry: number): Promise<void> => {
    try {
      await mailer.send(mail);
      if (retry > 0) logger.info('e-mail sent after a retry', { subject: mail.subject, retry });
    } catch (error) {
      const delay = delaysMs[retry];
      logger.error(delay === undefined ? 'e-mail not sent, giving up' : 'e-mail not sent, will retry', { subject: mail.subject, retry, ...serializeError(error) });
      if (delay !== undefined) setTimeout(() => void attempt(mail, retry + 1), delay).unref();
    }
  };
  return { send: (mail) => attempt(mail, 0) };
}
