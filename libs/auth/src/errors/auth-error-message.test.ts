import { AUTH_ERROR_MESSAGES, SPEC_AUTH_ERROR_MESSAGES, authCodeMessage } from '@club/contracts';
import { HttpNetworkError } from '@club/http';
import { describe, expect, it } from 'vitest';
import { AuthRequestError } from '../client/auth-result';
import { authErrorCode, authErrorMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it("shows the API's French message of a refused call, as the API sends it for every code", () => {
    const refused = { code: 'INVALID_EMAIL_OR_PASSWORD', message: SPEC_AUTH_ERROR_MESSAGES.INVALID_EMAIL_OR_PASSWORD, status: 401 };
    expect(authErrorMessage(refused)).toBe('Email ou mot de passe incorrect');
    expect(authErrorMessage(new AuthRequestError({ code: 'BANNED_USER', message: AUTH_ERROR_MESSAGES.BANNED_USER, status: 403 }))).toContain('suspendu');
    expect(authErrorMessage({ code: 'LAST_ADMIN', message: 'Il doit rester au moins un administrateur.', status: 409 }, 'Échec.')).toBe(
      'Il doit rester au moins un administrateur.',
    );
  });

  it("never shows a message that is not the API's: no code, no status, or a technical one of the client", () => {
    expect(authErrorMessage({ message: 'Bad Gateway', status: 502 }, 'Connexion impossible.')).toBe('Connexion impossible.');
    expect(authErrorMessage({ code: 'INVALID_CODE', message: 'Invalid code' }, 'Code refusé.')).toBe('Code refusé.');
    expect(authErrorMessage(new AuthRequestError({ code: 'INVALID_CODE', status: 401 }), 'Code refusé.')).toBe('Code refusé.');
    expect(authErrorMessage(undefined)).toBe('Une erreur est survenue. Veuillez réessayer.');
  });

  it('answers a rate limit without a message', () => {
    expect(authErrorMessage({ status: 429 })).toBe('Trop de tentatives. Veuillez patienter quelques instants avant de réessayer.');
  });

  it('explains a network failure', () => {
    expect(authErrorMessage(new HttpNetworkError('POST', '/api/auth/sign-in/email', { cause: new TypeError('fetch failed') }))).toBe(
      'Connexion impossible, vérifiez votre réseau.',
    );
  });

  it('leaves a bare code to the pages that receive one: its fallback', () => {
    expect(authErrorMessage('INVALID_TOKEN', 'Ce lien est invalide.')).toBe('Ce lien est invalide.');
  });

  it('reads codes from strings and error objects', () => {
    expect(authErrorCode('INVALID_TOKEN')).toBe('INVALID_TOKEN');
    expect(authErrorCode({ code: 'X' })).toBe('X');
    expect(authErrorCode({ message: 'no code' })).toBeNull();
  });
});

describe("authCodeMessage (a link's ?error=)", () => {
  it('uses the spec catalogue verbatim and the newer codes, whatever their case', () => {
    expect(authCodeMessage('INVALID_TOKEN', 'x')).toBe('Token invalide');
    expect(authCodeMessage('token_expired', 'x')).toBe('Le lien a expiré. Demandez-en un nouveau.');
    expect(authCodeMessage('SOMETHING_NEW', 'Lien invalide.')).toBe('Lien invalide.');
    expect(authCodeMessage(null, 'Lien invalide.')).toBe('Lien invalide.');
  });

  it('has a French message for every code (no English left over)', () => {
    for (const message of Object.values(AUTH_ERROR_MESSAGES)) expect(message).not.toMatch(/\b(the|invalid|failed|not found)\b/i);
    expect(Object.keys(SPEC_AUTH_ERROR_MESSAGES)).toHaveLength(24);
  });
});
