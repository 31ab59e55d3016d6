import { EMAIL_MESSAGES } from '@club/contracts';
import { HttpError } from '@club/http';
import { describe, expect, it } from 'vitest';
import { calledUrl, jsonResponse, mockFetch } from '../testing/fetch-mock';
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
    const fetchMock = mockFetch(jsonResponse(200, resent));
    await expect(resendEmail('m 1')).resolves.toMatchObject({ status: 'waiting', nextAttemptAt: '2026-11-28T19:32:00.000Z' });
    expect(calledUrl(fetchMock)).toBe('/api/admin/emails/m%201/resend');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('keeps the French message of a 409, and gives one to a 404 that has none', async () => {
    mockFetch(jsonResponse(409, { code: 'CONFLICT', message: EMAIL_MESSAGES.linkExpired, requestId: 'r1' }));
    await expect(resendEmail('m1')).rejects.toMatchObject({ status: 409, apiMessage: EMAIL_MESSAGES.linkExpired });
    mockFetch(jsonResponse(404, undefined));
    const refusal = resendEmail('m1');
    await expect(refusal).rejects.toBeInstanceOf(HttpError);
    await expect(refusal).rejects.toMatchObject({ status: 404, apiMessage: EMAIL_MESSAGES.notFound });
  });
});
