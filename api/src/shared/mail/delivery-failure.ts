import type { EmailErrorKind } from '@club/contracts';

/** Why one attempt did not deliver an e-mail, and whether trying again can help. */
export interface DeliveryFailure {
  kind: EmailErrorKind;
  permanent: boolean;
  /** The server's answer or the connection's error, as it came (truncated). */
  message: string;
}

const MAX_MESSAGE_LENGTH = 500;

/** The connection's errors, as nodemailer and Node name them. */
const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EPROXY']);
/** The site's own SMTP settings are wrong: every e-mail would fail alike until an operator mends SMTP_URL. */
const CONFIGURATION_CODES = new Set(['EAUTH', 'ENOAUTH', 'ETLS', 'EREQUIRETLS', 'ECONFIG']);

const field = (error: unknown, name: string): unknown => (typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined);

/**
 * Sorts an SMTP send error (ADR 167): a 5xx answer about the message or its recipient, or an address the
 * server cannot take, is permanent; a 4xx answer, a connection or a timeout problem is temporary. Settings
 * problems (authentication, TLS) are retried too: once SMTP_URL is mended, the waiting e-mails go.
 */
export function classifySmtpError(error: unknown): DeliveryFailure {
  const code = String(field(error, 'code') ?? '');
  const responseCode = Number(field(error, 'responseCode') ?? 0);
  const response = field(error, 'response');
  const message = (typeof response === 'string' && response ? response : error instanceof Error ? error.message : String(error)).slice(0, MAX_MESSAGE_LENGTH);
  if (CONFIGURATION_CODES.has(code)) return { kind: 'configuration', permanent: false, message };
  if (responseCode >= 500 && responseCode < 600) return { kind: 'refused', permanent: true, message };
  if (responseCode >= 400 && responseCode < 500) return { kind: 'temporary', permanent: false, message };
  if (code === 'ETIMEDOUT' || code === 'ETIMEOUT') return { kind: 'timeout', permanent: false, message };
  if (UNREACHABLE_CODES.has(code)) return { kind: 'unreachable', permanent: false, message };
  // No recipient the server could take (an address nodemailer itself finds invalid).
  if (code === 'EENVELOPE') return { kind: 'refused', permanent: true, message };
  return { kind: 'unreachable', permanent: false, message };
}

/** Kinds that say the server, not one e-mail, was the problem: the first success after them hurries the others. */
export const SERVER_PROBLEMS: readonly EmailErrorKind[] = ['unreachable', 'timeout', 'configuration'];

const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 10 * 60_000;

/** Wait before the next attempt after `attempts` failed ones: 15 s, 30 s, 1 min… at most 10 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
