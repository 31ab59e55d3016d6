import { describe, expect, it } from 'vitest';
import { loginPath } from './paths';
import { guestRedirectDestination, postLoginDestination, safeRedirectPath } from './redirect-rules';

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard/social', '/dashboard/social'],
    ['/admin/users?search=lea#top', '/admin/users?search=lea#top'],
    ['/a/../admin', '/admin'],
    ['/%2e/admin/users', '/admin/users'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([null, undefined, '', 'dashboard', 'https://evil.example/', '//evil.example', '/\\evil.example', '/auth/login', '/auth', '/auth/register?x=1'])(
    'refuses %s',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );

  // Issue 27: the value was checked raw, then the URL parser turned `/.//evil.example` into `//evil.example`.
  it.each([
    '/.//evil.example/owned',
    '/..//evil.example/owned',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/.\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.\r//evil.example',
  ])('refuses %j, which would leave the site once normalised', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it.each(['/./auth/login', '/dashboard/../auth/register', '/%2e/auth', '/AUTH/login', '/%61uth/login', '/Auth/Reset-Password?token=x'])(
    'refuses the auth area however it is spelt (%j)',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );
});

describe('postLoginDestination (spec §2)', () => {
  it('sends a person whose onboarding is incomplete to the setup screen, whatever the redirect', () => {
    expect(postLoginDestination({ role: 'user', onboardingComplete: false, redirect: '/admin' })).toBe('/first-login/setup');
  });

  it('follows a requested redirect once onboarding is complete', () => {
    expect(postLoginDestination({ role: 'member', onboardingComplete: true, redirect: '/dashboard/blog/42' })).toBe('/dashboard/blog/42');
    expect(postLoginDestination({ role: 'admin', onboardingComplete: true, redirect: '/admin/users?limit=10' })).toBe('/admin/users?limit=10');
  });

  it.each(['/', '/dashboard', '/dashboard/', '/auth/login', '/auth/login?redirect=%2Fadmin', null, undefined, 'https://evil.example'])(
    'uses the role landing instead of the redirect %s',
    (redirect) => {
      expect(postLoginDestination({ role: 'admin', onboardingComplete: true, redirect })).toBe('/admin');
      expect(postLoginDestination({ role: 'coach', onboardingComplete: true, redirect })).toBe('/dashboard');
    },
  );

  it('falls back to / without a role', () => {
    expect(postLoginDestination({ role: null, onboardingComplete: true, redirect: '/admin' })).toBe('/');
  });
});

describe('guestRedirectDestination (spec §2, auth area)', () => {
  it('follows the redirect path when it is meaningful', () => {
    expect(guestRedirectDestination({ role: 'member', redirect: '/user/profile' })).toBe('/user/profile');
  });

  it('stays on the site for the issue 27 reproduction (/auth/login?redirect=%2F.%2F%2Fevil.example%2Fowned)', () => {
    const redirect = new URLSearchParams('redirect=%2F.%2F%2Fevil.example%2Fowned').get('redirect');
    expect(guestRedirectDestination({ role: 'member', redirect })).toBe('/dashboard');
    expect(postLoginDestination({ role: 'admin', onboardingComplete: true, redirect })).toBe('/admin');
  });

  it.each([undefined, '/', '/dashboard', '/./dashboard', '/DASHBOARD'])('goes to the role home when the redirect is %s', (redirect) => {
    expect(guestRedirectDestination({ role: 'admin', redirect })).toBe('/admin');
    expect(guestRedirectDestination({ role: 'member', redirect })).toBe('/dashboard');
    expect(guestRedirectDestination({ role: 'user', redirect })).toBe('/first-login/setup');
  });
});

describe('loginPath', () => {
  it('carries the wanted path, encoded', () => {
    expect(loginPath('/admin/users?search=a&b=1')).toBe('/auth/login?redirect=%2Fadmin%2Fusers%3Fsearch%3Da%26b%3D1');
  });

  it('has no redirect for the home page or nothing', () => {
    expect(loginPath('/')).toBe('/auth/login');
    expect(loginPath(undefined)).toBe('/auth/login');
  });
});
