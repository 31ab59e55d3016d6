import { OutboxMailSchema, type OutboxMail } from '@club/contracts';
import type { App } from '../app';

/** What @hono/node-server gives a request from this machine: the outbox answers loopback clients only. */
export const fromLocalhost = (address = '127.0.0.1') => ({ incoming: { socket: { remoteAddress: address } } });

/** E-mails sent to `to`, newest first, read through GET /api/dev/outbox like a person on the server would. */
export async function outboxFor(app: App, to: string): Promise<OutboxMail[]> {
  const res = await app.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`, undefined, fromLocalhost());
  if (res.status !== 200) throw new Error(`outbox read failed: ${res.status}`);
  return OutboxMailSchema.array().parse(await res.json());
}

/** The newest e-mail to `to` whose subject contains `subject`. */
export async function lastMailTo(app: App, to: string, subject: string): Promise<OutboxMail> {
  const mail = (await outboxFor(app, to)).find((candidate) => candidate.subject.includes(subject));
  if (!mail) throw new Error(`no e-mail "${subject}" to ${to}`);
  return mail;
}

/** The `token` of the first link to `path` (e.g. /auth/verify) in an e-mail's text. */
export function tokenFromLink(mail: OutboxMail, path: string): string {
  const url = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0];
  const token = url ? new URL(url).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${path} link in "${mail.subject}"`);
  return token;
}

/** The six-digit code of a one-time-password e-mail. */
export function codeFromMail(mail: OutboxMail): string {
  const code = mail.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}
