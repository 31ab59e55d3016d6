import { describe, expect, it } from 'vitest';
import { routedPathname, sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it.each([
    ['/dashboard/social', '/dashboard/social'],
    ['/admin/users?search=lea#top', '/admin/users?search=lea#top'],
    ['/a/../admin', '/admin'],
    ['/./admin', '/admin'],
    ['/%2e/admin', '/admin'],
    ['/blog/%C3%A9t%C3%A9', '/blog/%C3%A9t%C3%A9'],
    ['/blog/été', '/blog/%C3%A9t%C3%A9'],
    // The query is data for the page, not a place to go: an encoded `//` there is harmless.
    ['/admin/users?redirect=%2F%2Fevil.example', '/admin/users?redirect=%2F%2Fevil.example'],
  ])('keeps the site path %j as %j', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it.each([
    // Issue 27: `/.//evil.example` is checked raw, then parsed into `//evil.example`.
    ['dot segment before //', '/.//evil.example/owned'],
    ['dot-dot segment before //', '/..//evil.example/owned'],
    ['a folder undone by ..', '/a/..//evil.example'],
    ['several dot segments', '/././/evil.example'],
    ['encoded dot', '/%2e//evil.example'],
    ['encoded dot, upper case', '/%2E//evil.example'],
    ['encoded dot-dot', '/%2e%2e//evil.example'],
    ['half-encoded dot-dot', '/.%2e//evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slash after a dot segment', '/.%2F/evil.example'],
    ['encoded slash after dot-dot', '/%2e%2e/%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded backslash after a slash', '/%2F%5Cevil.example'],
    ['protocol-relative', '//evil.example'],
    ['backslash host', '/\\evil.example'],
    ['backslash after a dot segment', '/.\\/evil.example'],
    ['backslash in the middle', '/admin\\..\\..\\/evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['tab between the slashes', '/\t/evil.example'],
    ['newline between the slashes', '/\n/evil.example'],
    ['carriage return between the slashes', '/\r/evil.example'],
    ['tab after a dot segment', '/.\t//evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['NUL', '/admin\u0000'],
    ['C1 control', '/admin\u0085'],
    ['absolute https', 'https://evil.example/'],
    ['absolute with the same path', 'http://same-site.invalid/admin'],
    ['scheme only', 'javascript:alert(1)'],
    ['no leading slash', 'dashboard'],
    ['leading space', ' /dashboard'],
    ['malformed escape', '/blog/%E0%A4%A'],
    ['lone percent', '/blog/%'],
    ['empty', ''],
  ])('refuses %s (%j)', (_what, value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it.each([null, undefined, 42, ['/admin'], { path: '/admin' }])('refuses a value that is not a string (%j)', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it.each(['/dashboard/social', '/a/../admin', '/%2e/admin?x=1#y', '/blog/été', '/admin/users?search=a%20b'])(
    'returns a path that passes again unchanged (%j)',
    (value) => {
      const path = sameSitePath(value);
      expect(path).not.toBeNull();
      expect(sameSitePath(path)).toBe(path);
    },
  );
});

describe('routedPathname', () => {
  it('decodes and lower-cases the pathname, without the query or the hash', () => {
    expect(routedPathname('/%41UTH/Login?redirect=%2Fadmin#x')).toBe('/auth/login');
  });
});
