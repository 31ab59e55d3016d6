import { describe, expect, it } from 'vitest';
import { firstLoginStep } from './first-login-step';

describe('firstLoginStep', () => {
  it.each([
    ['user', false, null, 'profile'],
    ['user', false, 'pending', 'profile'],
    ['user', true, null, 'application'],
    ['user', true, 'pending', 'pending_review'],
    ['user', true, 'rejected', 'application'],
    ['user', true, 'approved', 'application'],
    ['member', false, null, 'complete'],
    ['coach', true, null, 'complete'],
    ['section_manager', false, null, 'complete'],
    ['admin', false, null, 'complete'],
  ] as const)('role %s, profile complete %s, last application %s → %s', (role, profileComplete, latestApplicationStatus, step) => {
    expect(firstLoginStep({ role, profileComplete, latestApplicationStatus })).toBe(step);
  });
});
