import { describe, expect, it } from 'vitest';
import { fakeServer, inTurn, json } from '@club/http/testing';
import { completeProfile } from './complete-profile';
import { getMembershipOptions, membershipOptionsQueryOptions } from './get-membership-options';

const sections = [
  {
    id: '6f1c0e0e-0000-4000-8000-000000000001',
    name: 'Judo',
    description: 'Arts martiaux',
    categories: [
      { id: '6f1c0e0e-0000-4000-8000-000000000002', sectionId: '6f1c0e0e-0000-4000-8000-000000000001', name: 'Seniors', description: '', minAge: 18, maxAge: null },
    ],
  },
];

describe('getMembershipOptions', () => {
  it.each([
    ['success + data', { success: true, data: { sections } }],
    ['sections directly', { sections }],
    ['data with sections', { data: { sections } }],
  ])('accepts %s', async (_label, body) => {
    const server = fakeServer(inTurn(() => json(200, body)));
    expect(await getMembershipOptions()).toEqual({ sections });
    expect(server.calls[0]?.path).toBe('/api/onboarding/membership-options');
  });

  it('rejects any other shape with the spec message', async () => {
    fakeServer(inTurn(() => json(200, { success: true, data: [] })));
    await expect(getMembershipOptions()).rejects.toThrow('Invalid response format for membership options');
  });

  it('is cached 15 minutes with 3 retries 1 s apart', () => {
    expect(membershipOptionsQueryOptions()).toMatchObject({ staleTime: 900_000, retry: 3, retryDelay: 1000 });
  });
});

describe('completeProfile', () => {
  it('PUTs the profile step and returns the saved profile', async () => {
    const profile = {
      id: 'u1',
      email: 'a@b.fr',
      name: 'Léa Martin',
      role: 'user',
      firstName: 'Léa',
      lastName: 'Martin',
      phone: '0612345678',
      dateOfBirth: '1990-05-01',
    };
    const server = fakeServer(inTurn(() => json(200, { success: true, data: profile })));
    const input = { firstName: 'Léa', lastName: 'Martin', phone: '0612345678', dateOfBirth: '1990-05-01' };
    expect(await completeProfile(input)).toEqual(profile);
    expect(server.calls[0]?.path).toBe('/api/first-login/profile');
    expect(server.calls[0]).toMatchObject({ method: 'PUT', body: input });
  });
});
