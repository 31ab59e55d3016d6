import { EMAIL_MESSAGES } from '@club/contracts';
import { HttpError } from '@club/http';
import { describe, expect, it } from 'vitest';
import { fakeServer, inTurn, json } from '@club/http/testing';
import { resendEmail } from './resend-email';

const resent = {
  id: 'm 1',
  to: 'ines@example.fr',
  subject: 'Confirmez votre adresse e-mail',
  status: 'waiting',
  attempts: 3,
  errorKind: 'unreachable',
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  createdAt: '2026-11-28T19:30:00.000Z',
  lastAttemptAt: '2026-11-28T19:31:00.000Z',
  nextAttemptAt: '2026-11-28T19:32:00.000Z',
  sentAt: null,
  expiresAt: null,
  resendable: true,
};

describe('resendEmail', () => {
  it('posts without a body and returns the e-mail waiting again', async () => {
    const server = fakeServer(inTurn(() => json(200, resent)));
    await expect(resendEmail('m 1')).resolves.toMatchObject({ status: 'waiting', nextAttemptAt: '2026-11-28T19:32:00.000Z' });
    expect(server.calls[0]?.path).toBe('/api/admin/emails/m%201/resend');
    expect(server.calls[0]).toMatchObject({ method: 'POST' });
    expect(server.calls[0]?.body).toBeUndefined();
  });

  it('keeps the French message of a 409, and gives one to a 404 that has none', async () => {
    fakeServer(inTurn(() => json(409, { code: 'CONFLICT', message: EMAIL_MESSAGES.linkExpired, requestId: 'r1' })));
    await expect(resendEmail('m1')).rejects.toMatchObject({ status: 409, apiMessage: EMAIL_MESSAGES.linkExpired });
    fakeServer(inTurn(() => json(404, undefined)));
    const refusal = resendEmail('m1');
    await expect(refusal).rejects.toBeInstanceOf(HttpError);
    await expect(refusal).rejects.toMatchObject({ status: 404, apiMessage: EMAIL_MESSAGES.notFound });
  });
});
