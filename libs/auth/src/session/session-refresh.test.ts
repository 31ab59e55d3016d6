import { describe, expect, it } from 'vitest';
import { authPathOf, changesSession } from './session-refresh';

describe('changesSession (spec §4 refresh rules)', () => {
  it.each([
    'http://localhost:3000/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/auth/sign-out',
    '/api/auth/update-user',
    '/api/auth/delete-user',
    '/api/auth/verify-email?token=abc',
    '/api/auth/two-factor/verify-otp',
    '/api/auth/two-factor/send-otp',
    '/api/auth/two-factor/enable',
    '/sign-in/email',
  ])('refreshes after %s', (url) => {
    expect(changesSession(url)).toBe(true);
  });

  it.each(['/api/auth/get-session', '/api/auth/admin/has-permission', '/api/auth/request-password-reset', '/api/auth/sign-inside', '/api/auth/list-accounts'])(
    'does not refresh after %s',
    (url) => {
      expect(changesSession(url)).toBe(false);
    },
  );

  it('reads the better-auth path out of a full URL', () => {
    expect(authPathOf(new URL('https://club.example/api/auth/two-factor/verify-totp?x=1'))).toBe('/two-factor/verify-totp');
  });
});
