import { describe, expect, it } from 'vitest';
import { FirstLoginStatusResponseSchema } from '../onboarding';
import type { z } from '../zod';
import { FirstLoginStatusResponseMiniSchema } from './index';

/** Both schemas accept `value` and give the same value, or both refuse it. */
function expectSameVerdict(classic: z.ZodType, mini: { safeParse(value: unknown): { success: boolean; data?: unknown } }, value: unknown) {
  const expected = classic.safeParse(value);
  const actual = mini.safeParse(value);
  expect(actual.success).toBe(expected.success);
  if (expected.success) expect(actual.data).toEqual(expected.data);
}

const profile = { id: 'u1', email: 'lea@example.fr', name: 'Léa Martin', role: 'user', firstName: 'Léa', lastName: 'Martin', phone: null, dateOfBirth: null };
const application = {
  id: 'a1',
  motivation: 'Jouer le dimanche',
  status: 'pending',
  reviewComments: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  reviewedAt: null,
  sectionId: 's1',
  categoryId: null,
  sectionName: 'Rugby',
  categoryName: null,
  section: { id: 's1', name: 'Rugby' },
  category: null,
  emergencyContactName: 'Paul Martin',
  emergencyContactPhone: '06 12 34 56 78',
  medicalCertificateUrl: null,
  reviewerName: null,
  user: { id: 'u1', firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', dateOfBirth: null, phone: null },
};
const status = { step: 'pending_review', profile, latestApplication: application };
const statusResponses: Array<[string, unknown]> = [
  ['a status with its application', { success: true, data: status }],
  ['a status before the first application', { success: true, data: { ...status, step: 'profile', latestApplication: null } }],
  ['a failure without data', { success: false }],
  ['a failure with null data', { success: false, data: null }],
  ['an unknown step', { success: true, data: { ...status, step: 'done' } }],
  ['an unknown role', { success: true, data: { ...status, profile: { ...profile, role: 'owner' } } }],
  ['an unknown application status', { success: true, data: { ...status, latestApplication: { ...application, status: 'lost' } } }],
  ['an application without its person', { success: true, data: { ...status, latestApplication: { ...application, user: undefined } } }],
  ['a section that is text', { success: true, data: { ...status, latestApplication: { ...application, section: 'Rugby' } } }],
  ['success as text', { success: 'true', data: status }],
  ['null', null],
];

describe('the zod/mini contracts accept and refuse what the classic ones do, and give the same value', () => {
  it.each(statusResponses)('first-login status: %s', (_label, value) =>
    expectSameVerdict(FirstLoginStatusResponseSchema, FirstLoginStatusResponseMiniSchema, value),
  );

  it('the table holds both verdicts', () => {
    expect(new Set(statusResponses.map(([, value]) => FirstLoginStatusResponseSchema.safeParse(value).success))).toEqual(new Set([true, false]));
  });
});
