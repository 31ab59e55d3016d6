import type { Env } from '../../env';
import type { Logger } from '../logger';
import type { ServiceContext } from '../service-context';
import { MailDeliveryWorker } from './delivery-worker';
import { keptInOutbox, smtpTransport } from './mail-transport';

/** `smtp` when SMTP_URL is set; otherwise e-mails are only kept in the table (development outbox). */
export const mailTransportName = (env: Pick<Env, 'SMTP_URL'>) => (env.SMTP_URL ? ('smtp' as const) : ('outbox' as const));

/** This process's delivery worker over the configured transport (started by server.ts). */
export function createDeliveryWorker({
  env,
  ctx,
  logger,
}: {
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_RATE_PER_MINUTE' | 'MAIL_SEND_TIMEOUT_SECONDS' | 'SITE_URL'>;
  ctx: ServiceContext;
  logger: Logger;
}): MailDeliveryWorker {
  const sendTimeoutMs = env.MAIL_SEND_TIMEOUT_SECONDS * 1000;
  const transport = env.SMTP_URL
    ? smtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM, timeoutMs: sendTimeoutMs, messageIdHost: new URL(env.SITE_URL).hostname })
    : keptInOutbox;
  return new MailDeliveryWorker({ ctx, transport, logger, ratePerMinute: env.MAIL_RATE_PER_MINUTE, sendTimeoutMs });
}
