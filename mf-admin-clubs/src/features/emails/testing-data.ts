import type { EmailDelivery, EmailPage, EmailQueue } from '@club/contracts';

/** A verification e-mail the SMTP server could not be reached for: waiting, tried again at 20 h 31. */
export const anEmail = (overrides: Partial<EmailDelivery> = {}): EmailDelivery => ({
  id: 'm1',
  to: 'ines@example.fr',
  subject: 'Confirmez votre adresse e-mail',
  status: 'waiting',
  attempts: 2,
  errorKind: 'unreachable',
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  createdAt: '2026-12-01T19:30:00.000Z',
  lastAttemptAt: '2026-12-01T19:30:15.000Z',
  nextAttemptAt: '2026-12-01T19:31:00.000Z',
  sentAt: null,
  expiresAt: '2026-12-02T19:30:00.000Z',
  resendable: true,
  ...overrides,
});

export const aQueue = (overrides: Partial<EmailQueue> = {}): EmailQueue => ({
  transport: 'smtp',
  waiting: 1,
  oldestWaitingAt: '2026-12-01T19:30:00.000Z',
  failed24h: 0,
  ...overrides,
});

export const emailPage = (data: EmailDelivery[], queue: EmailQueue = aQueue(), total = data.length): EmailPage => ({ data, total, page: 1, limit: 20, queue });
