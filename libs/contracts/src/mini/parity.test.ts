import { describe, expect, it } from 'vitest';
import { PasswordSchema } from '../auth';
import { FirstLoginStatusResponseSchema } from '../onboarding';
import { SessionNoticePreferencesSchema } from '../training-sessions/session-notices';
import { TwoFactorMethodSchema } from '../two-factor-method';
import type { z } from '../zod';
import { FirstLoginStatusResponseMiniSchema, PasswordMiniSchema, SessionNoticePreferencesMiniSchema, TwoFactorMethodMiniSchema } from './index';

interface Verdict {
  success: boolean;
  data?: unknown;
  error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
}

/** The French messages a form shows, by field. */
const messages = (verdict: Verdict) => verdict.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

/** Both schemas accept `value` and give the same value, or both refuse it (with the same messages, for a form's schema). */
function expectSameVerdict(classic: z.ZodType, mini: { safeParse(value: unknown): Verdict }, value: unknown, { sameMessages = false } = {}) {
  const expected: Verdict = classic.safeParse(value);
  const actual = mini.safeParse(value);
  expect(actual.success).toBe(expected.success);
  if (expected.success) expect(actual.data).toEqual(expected.data);
  else if (sameMessages) expect(messages(actual)).toEqual(messages(expected));
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

const passwords: Array<[string, unknown]> = [
  ['twelve characters', 'douze-lettre'],
  ['eleven characters', 'onze-lettre'],
  ['empty', ''],
  ['the longest allowed', 'a'.repeat(128)],
  ['one too long', 'a'.repeat(129)],
  ['absent', undefined],
  ['a number', 123456789012],
];

const twoFactorStates: Array<[string, unknown]> = [
  ['on with an app', { enabled: true, method: 'app' }],
  ['on by e-mail', { enabled: true, method: 'email' }],
  ['off', { enabled: false, method: null }],
  ['an unknown method', { enabled: true, method: 'sms' }],
  ['no method given', { enabled: false }],
  ['enabled as text', { enabled: 'true', method: null }],
];

const allOn = { cancelled: true, time: true, room: true, waiting_list: true };
const noticePreferences: Array<[string, unknown]> = [
  ['every kind on', allOn],
  ['some off', { ...allOn, room: false, waiting_list: false }],
  ['a kind missing', { cancelled: true, time: true, room: true }],
  ['an unknown kind', { ...allOn, sms: true }],
  ['a kind as text', { ...allOn, time: 'oui' }],
  ['a list', [true, true, true, true]],
  ['null', null],
];

describe('the zod/mini contracts accept and refuse what the classic ones do, and give the same value', () => {
  it.each(statusResponses)('first-login status: %s', (_label, value) =>
    expectSameVerdict(FirstLoginStatusResponseSchema, FirstLoginStatusResponseMiniSchema, value),
  );

  it.each(passwords)('password: %s, with the same French messages', (_label, value) =>
    expectSameVerdict(PasswordSchema, PasswordMiniSchema, value, { sameMessages: true }),
  );

  it.each(twoFactorStates)('two-factor method: %s', (_label, value) => expectSameVerdict(TwoFactorMethodSchema, TwoFactorMethodMiniSchema, value));

  it.each(noticePreferences)('session notice preferences: %s, with the same French messages', (_label, value) =>
    expectSameVerdict(SessionNoticePreferencesSchema, SessionNoticePreferencesMiniSchema, value, { sameMessages: true }),
  );

  it.each([
    ['first-login status', FirstLoginStatusResponseSchema, statusResponses],
    ['password', PasswordSchema, passwords],
    ['two-factor method', TwoFactorMethodSchema, twoFactorStates],
    ['session notice preferences', SessionNoticePreferencesSchema, noticePreferences],
  ] as const)('the table of the %s holds both verdicts', (_label, schema, table) => {
    expect(new Set(table.map(([, value]) => schema.safeParse(value).success))).toEqual(new Set([true, false]));
  });
});
