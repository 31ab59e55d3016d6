import { describe, expect, it } from 'vitest';
import { InvalidSessionResponseError, parseAuthSession } from './auth-session';

const body = {
  session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00.000Z', token: 'secret', ipAddress: '127.0.0.1' },
  user: { id: 'u1', email: 'lea@example.fr', name: 'Léa Martin', emailVerified: true, role: 'member', firstName: 'Léa', lastName: 'Martin', image: null },
};

describe('parseAuthSession', () => {
  it('keeps the fields the site reads', () => {
    expect(parseAuthSession(body)).toEqual({
      session: { id: 's1', userId: 'u1', expiresAt: new Date('2099-01-01T00:00:00.000Z'), impersonatedBy: null },
      user: {
        id: 'u1',
        email: 'lea@example.fr',
        name: 'Léa Martin',
        emailVerified: true,
        role: 'member',
        firstName: 'Léa',
        lastName: 'Martin',
        twoFactorEnabled: false,
        banned: false,
      },
    });
  });

  it('reads null as "no session"', () => {
    expect(parseAuthSession(null)).toBeNull();
    expect(parseAuthSession(undefined)).toBeNull();
  });

  it.each([{}, { session: {} }, { ...body, user: { ...body.user, id: 5 } }, { ...body, session: { ...body.session, expiresAt: 'demain' } }, 'texte'])(
    'refuses a broken answer %#',
    (broken) => {
      expect(() => parseAuthSession(broken)).toThrow(InvalidSessionResponseError);
    },
  );
});
