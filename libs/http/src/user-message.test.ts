import { describe, expect, it } from 'vitest';
import { HttpError, HttpNetworkError, HttpTimeoutError } from './errors';
import { NETWORK_MESSAGE, TIMEOUT_MESSAGE, TOO_MANY_REQUESTS_MESSAGE, userMessage } from './user-message';

const fallback = "Impossible d'envoyer le message.";
const httpError = (status: number, body: unknown) => new HttpError({ status, method: 'POST', url: '/api/contact', body });

describe('userMessage', () => {
  it("shows the API's French message", () => {
    const error = httpError(409, { code: 'CONFLICT', message: 'Ce créneau est déjà réservé.', requestId: 'r' });
    expect(userMessage(error, fallback)).toBe('Ce créneau est déjà réservé.');
  });

  it('explains a timeout and a network failure', () => {
    expect(userMessage(new HttpTimeoutError('GET', '/api/x'), fallback)).toBe(TIMEOUT_MESSAGE);
    expect(userMessage(new HttpNetworkError('GET', '/api/x', { cause: new TypeError('Failed to fetch') }), fallback)).toBe(NETWORK_MESSAGE);
    expect(TIMEOUT_MESSAGE).toBe('Le serveur ne répond pas, veuillez réessayer.');
    expect(NETWORK_MESSAGE).toBe('Connexion impossible, vérifiez votre réseau.');
  });

  it('explains a rate limit even without an API body', () => {
    expect(userMessage(httpError(429, undefined), fallback)).toBe(TOO_MANY_REQUESTS_MESSAGE);
  });

  it('never shows the English technical message', () => {
    expect(userMessage(httpError(500, 'Internal Server Error'), fallback)).toBe(fallback);
    expect(userMessage(new Error('Something broke'), fallback)).toBe(fallback);
    expect(userMessage('weird', fallback)).toBe(fallback);
  });
});
