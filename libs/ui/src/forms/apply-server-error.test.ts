import { HttpError } from '@club/http';
import { describe, expect, it, vi } from 'vitest';
import { applyServerError } from './apply-server-error';

type Values = { name: string; email: string };
const refused = (issues: { path: string; message: string }[]) =>
  new HttpError({ status: 400, method: 'POST', url: '/api/x', body: { code: 'VALIDATION_ERROR', message: 'Données invalides', requestId: 'r', issues } });

describe('applyServerError', () => {
  it("puts the API's messages under the form's own fields, focusing the first", () => {
    const setError = vi.fn();
    applyServerError<Values>(
      refused([
        { path: 'email', message: 'Adresse e-mail invalide' },
        { path: 'other', message: 'x' },
      ]),
      setError,
      ['name', 'email'],
      'Échec',
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Adresse e-mail invalide' }, { shouldFocus: true });
  });

  it('says anything else above the form, with the fallback when the error has no message of its own', () => {
    const setError = vi.fn();
    applyServerError<Values>(new TypeError('Failed to fetch'), setError, ['name', 'email'], "Votre message n'a pas pu être envoyé.");
    expect(setError).toHaveBeenCalledWith('root', { type: 'server', message: expect.any(String) });
    expect(setError.mock.calls[0]?.[1].message).not.toBe('');
  });
});
