import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';
import { isAdminRole, isSubjectToOnboarding, roleOf } from './roles';

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

  it('lands a list of roles like an unknown role: one role per account (ADR 158)', () => {
    expect(landingPath('member,admin')).toBe('/first-login/setup');
    expect(landingPath('user, coach')).toBe('/first-login/setup');
  });
});

describe('roleOf and isAdminRole (ADR 158)', () => {
  it('knows exactly one of the five roles, never a list', () => {
    expect(roleOf('coach')).toBe('coach');
    expect(roleOf('guest,coach')).toBeNull();
    expect(roleOf('coach,admin')).toBeNull();
    expect(roleOf(['admin'])).toBeNull();
    expect(roleOf('guest')).toBeNull();
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('coach,admin')).toBe(false);
    expect(isAdminRole(['coach', 'admin'])).toBe(false);
    expect(isAdminRole(null)).toBe(false);
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
