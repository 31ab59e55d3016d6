import { HttpNetworkError } from '@club/http';
import { describe, expect, it } from 'vitest';
import { authErrorCode, authErrorMessage } from './auth-error-message';
import { AUTH_ERROR_MESSAGES, SPEC_AUTH_ERROR_MESSAGES } from '@club/contracts';

describe('authErrorMessage', () => {
  it('uses the spec catalogue verbatim', () => {
    expect(authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password', status: 401 })).toBe('Email ou mot de passe incorrect');
    expect(authErrorMessage('USER_ALREADY_EXISTS')).toBe('Cet utilisateur existe déjà');
    expect(authErrorMessage('EMAIL_NOT_VERIFIED')).toBe('Email non vérifié');
    expect(authErrorMessage('FAILED_TO_CREATE_USER')).toBe("Erreur lors de la création de l'utilisateur");
  });

  it('knows the codes of newer better-auth versions and plugins', () => {
    expect(authErrorMessage('TOKEN_EXPIRED')).toBe('Le lien a expiré. Demandez-en un nouveau.');
    expect(authErrorMessage({ code: 'BANNED_USER', status: 403 })).toContain('suspendu');
    expect(authErrorMessage({ code: 'INVALID_CODE', status: 401 })).toBe('Code invalide');
    expect(authErrorMessage({ code: 'INVALID_BACKUP_CODE', status: 401 })).toBe('Code de secours invalide');
    expect(authErrorMessage({ code: 'OTP_HAS_EXPIRED' })).toBe('Le code a expiré. Demandez-en un nouveau.');
    expect(authErrorMessage({ code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' })).toBe('Trop de tentatives. Demandez un nouveau code.');
  });

  it('answers a rate limit without a known code', () => {
    expect(authErrorMessage({ status: 429, message: 'Too many requests. Please try again later.' })).toBe(
      'Trop de tentatives. Veuillez patienter quelques instants avant de réessayer.',
    );
  });

  it('never shows an English message: unknown codes get the fallback', () => {
    expect(authErrorMessage({ code: 'SOMETHING_NEW', message: 'Something new happened', status: 400 }, 'Connexion impossible.')).toBe('Connexion impossible.');
    expect(authErrorMessage(undefined)).toBe('Une erreur est survenue. Veuillez réessayer.');
  });

  it('explains a network failure', () => {
    expect(authErrorMessage(new HttpNetworkError('POST', '/api/auth/sign-in/email', { cause: new TypeError('fetch failed') }))).toBe(
      'Connexion impossible, vérifiez votre réseau.',
    );
  });

  it('reads codes from strings and error objects', () => {
    expect(authErrorCode('INVALID_TOKEN')).toBe('INVALID_TOKEN');
    expect(authErrorCode({ code: 'X' })).toBe('X');
    expect(authErrorCode({ message: 'no code' })).toBeNull();
  });

  it('has a French message for every code (no English left over)', () => {
    for (const message of Object.values(AUTH_ERROR_MESSAGES)) expect(message).not.toMatch(/\b(the|invalid|failed|not found)\b/i);
    expect(Object.keys(SPEC_AUTH_ERROR_MESSAGES)).toHaveLength(24);
  });
});
