import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';
import { isSubjectToOnboarding, primaryRole } from './roles';

describe('landingPath (spec §6)', () => {
  it.each([
    ['admin', '/admin'],
    ['section_manager', '/dashboard'],
    ['coach', '/dashboard'],
    ['member', '/dashboard'],
    ['user', '/first-login/setup'],
    ['superhero', '/first-login/setup'],
    [null, '/first-login/setup'],
    [undefined, '/first-login/setup'],
    ['', '/first-login/setup'],
  ])('sends role %s to %s', (role, expected) => {
    expect(landingPath(role)).toBe(expected);
  });

  it('picks the most privileged of several comma-separated roles', () => {
    expect(landingPath('member,admin')).toBe('/admin');
    expect(landingPath('user, coach')).toBe('/dashboard');
  });
});

describe('primaryRole', () => {
  it('ignores unknown parts and returns null when nothing is known', () => {
    expect(primaryRole('guest,coach')).toBe('coach');
    expect(primaryRole('guest')).toBeNull();
  });
});

describe('isSubjectToOnboarding (spec §6: only the user role)', () => {
  it.each([
    ['user', true],
    ['unknown', true],
    [null, true],
    ['member', false],
    ['coach', false],
    ['section_manager', false],
    ['admin', false],
  ])('%s → %s', (role, expected) => {
    expect(isSubjectToOnboarding(role)).toBe(expected);
  });
});

describe('ROLE_ORDER', () => {
  it('is the contracts ROLES, in the same order', async () => {
    const [{ ROLES }, { ROLE_ORDER }] = await Promise.all([import('@club/contracts'), import('./roles')]);
    expect(ROLE_ORDER).toEqual(ROLES);
  });
});
