import { describe, expect, it } from 'vitest';
import { placesLabel } from './session-labels';

const now = new Date('2026-12-01T12:00:00.000Z');
const session = (overrides: Partial<Parameters<typeof placesLabel>[0]> = {}) => ({
  status: 'planned' as const,
  placesLeft: 30,
  endAt: '2026-12-01T19:00:00.000Z',
  ...overrides,
});

describe('placesLabel', () => {
  it('counts the places of a session to come', () => {
    expect(placesLabel(session(), now)).toEqual({ text: '30 places restantes', tone: 'info' });
    expect(placesLabel(session({ placesLeft: 1 }), now)?.text).toBe('1 place restante');
    expect(placesLabel(session({ placesLeft: 0 }), now)?.text).toBe('Complet');
    expect(placesLabel(session({ placesLeft: null }), now)).toBeNull();
  });

  it('says « Terminée » and no places once the session has ended, even if nobody closed it', () => {
    expect(placesLabel(session({ endAt: '2026-12-01T11:00:00.000Z' }), now)).toEqual({ text: 'Terminée', tone: 'neutral' });
    expect(placesLabel(session({ endAt: '2026-12-01T12:00:00.000Z', placesLeft: 0 }), now)?.text).toBe('Terminée');
    expect(placesLabel(session({ status: 'completed' }), now)?.text).toBe('Terminée');
  });

  it('keeps « Annulée » for a cancelled session, past or not', () => {
    expect(placesLabel(session({ status: 'cancelled', endAt: '2026-11-01T11:00:00.000Z' }), now)?.text).toBe('Annulée');
  });
});
