import { createRoomReservationInputSchema } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { frenchToLocalDateTime, toFrenchDateTime, withFrenchDateTimes } from './french-date-time';

describe('French date-times', () => {
  it('reads jj/mm/aaaa hh:mm', () => {
    expect(frenchToLocalDateTime('24/11/2026 18:00')).toBe('2026-11-24T18:00');
    expect(frenchToLocalDateTime(' 3/7/2026 à 9h05 ')).toBe('2026-07-03T09:05');
    expect(frenchToLocalDateTime('demain')).toBe('demain');
  });

  it('shows an instant in Paris time', () => {
    expect(toFrenchDateTime('2026-11-24T17:00:00.000Z')).toBe('24/11/2026 18:00');
  });

  it('lets the contract validate and convert to ISO, with its own messages', () => {
    const schema = withFrenchDateTimes(
      createRoomReservationInputSchema(() => new Date('2026-01-01T00:00:00Z')),
      ['startAt', 'endAt'],
    );
    const base = { title: 'Match', roomId: '6f1d2f0a-8c1e-4a53-8b7e-2f5d0e3b9c21' };
    expect(schema.parse({ ...base, startAt: '24/11/2026 18:00', endAt: '24/11/2026 19:30' })).toMatchObject({
      startAt: '2026-11-24T17:00:00.000Z',
      endAt: '2026-11-24T18:30:00.000Z',
    });
    const result = schema.safeParse({ ...base, startAt: '31/02/2026 18:00', endAt: 'bientôt' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['startAt', 'La date de début est invalide'],
      ['endAt', 'La date de fin est invalide'],
    ]);
  });
});
