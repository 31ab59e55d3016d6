import { DEFAULT_DISPONIBILITY, DEFAULT_OPENING_HOURS, type OpeningHours } from '@club/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minibusSlotProblem, roomSlotProblem } from './slot-rules';

const at = (iso: string) => new Date(iso);
const hours: OpeningHours = { ...DEFAULT_OPENING_HOURS, sunday: { open: '09:00', close: '12:00', closed: false } };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('room slot rules', () => {
  it('accepts a slot touching the exact opening and closing times (Monday 08:00–20:00 Paris, winter)', () => {
    expect(roomSlotProblem(hours, at('2026-03-23T07:00:00Z'), at('2026-03-23T19:00:00Z'))).toBeNull();
  });

  it('refuses a minute before opening and a minute after closing', () => {
    expect(roomSlotProblem(hours, at('2026-03-23T06:59:00Z'), at('2026-03-23T08:00:00Z'))).toEqual({
      path: 'startAt',
      message: "Le créneau doit être compris dans les horaires d'ouverture de la salle : le lundi 23/03/2026, de 08:00 à 20:00.",
    });
    expect(roomSlotProblem(hours, at('2026-03-23T18:00:00Z'), at('2026-03-23T19:01:00Z'))?.path).toBe('endAt');
    expect(roomSlotProblem(hours, at('2026-03-23T18:00:00Z'), at('2026-03-23T19:00:00.001Z'))?.path).toBe('endAt');
  });

  it('reads opening hours on Paris clocks across the spring change (Sunday 29 March 2026)', () => {
    // 09:00–12:00 Paris is 08:00–11:00 UTC on the Saturday before, 07:00–10:00 UTC on the Sunday after the change.
    expect(roomSlotProblem(hours, at('2026-03-29T07:00:00Z'), at('2026-03-29T10:00:00Z'))).toBeNull();
    expect(roomSlotProblem(hours, at('2026-03-29T06:30:00Z'), at('2026-03-29T08:00:00Z'))?.path).toBe('startAt');
    // Monday 30 March, summer time: 08:00 Paris = 06:00 UTC.
    expect(roomSlotProblem(hours, at('2026-03-30T06:00:00Z'), at('2026-03-30T18:00:00Z'))).toBeNull();
    expect(roomSlotProblem(hours, at('2026-03-30T05:59:00Z'), at('2026-03-30T07:00:00Z'))?.path).toBe('startAt');
  });

  it('reads opening hours on Paris clocks across the autumn change (Sunday 25 October 2026)', () => {
    expect(roomSlotProblem(hours, at('2026-10-25T08:00:00Z'), at('2026-10-25T11:00:00Z'))).toBeNull();
    expect(roomSlotProblem(hours, at('2026-10-25T07:00:00Z'), at('2026-10-25T09:00:00Z'))?.path).toBe('startAt');
    expect(roomSlotProblem(hours, at('2026-10-24T08:00:00Z'), at('2026-10-24T14:00:00Z'))).toBeNull();
  });

  it('refuses closed days and slots over midnight, whatever the server time zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(roomSlotProblem(DEFAULT_OPENING_HOURS, at('2026-03-29T08:00:00Z'), at('2026-03-29T09:00:00Z'))).toEqual({
      path: 'startAt',
      message: 'La salle est fermée le dimanche 29/03/2026.',
    });
    expect(roomSlotProblem({ ...hours, monday: { open: '00:00', close: '23:59', closed: false } }, at('2026-03-23T21:00:00Z'), at('2026-03-23T23:30:00Z'))).toEqual({
      path: 'endAt',
      message: 'Une réservation de salle doit commencer et finir le même jour.',
    });
    // Friday 18:00 Paris closing; 17:00 UTC = 18:00 Paris in winter.
    expect(roomSlotProblem(DEFAULT_OPENING_HOURS, at('2026-03-27T16:00:00Z'), at('2026-03-27T17:00:00Z'))).toBeNull();
  });
});

describe('minibus slot rules', () => {
  const minibus = { isAvailable: true, disponibility: DEFAULT_DISPONIBILITY };

  it('accepts a trip over several available days, leaving and returning within the windows', () => {
    // Monday 23 March 18:00 Paris → Wednesday 25 March 09:00 Paris.
    expect(minibusSlotProblem(minibus, at('2026-03-23T17:00:00Z'), at('2026-03-25T08:00:00Z'))).toBeNull();
  });

  it('refuses a trip spanning an unavailable day, and a return outside the window', () => {
    // Saturday 28 → Monday 30 March crosses Sunday (not available).
    expect(minibusSlotProblem(minibus, at('2026-03-28T10:00:00Z'), at('2026-03-30T08:00:00Z'))).toEqual({
      path: 'endAt',
      message: "Le minibus n'est pas disponible le dimanche 29/03/2026.",
    });
    expect(minibusSlotProblem(minibus, at('2026-03-23T17:00:00Z'), at('2026-03-24T20:00:00Z'))?.message).toBe(
      'Le retour doit avoir lieu pendant les disponibilités du minibus : le mardi 24/03/2026, de 08:00 à 20:00.',
    );
    expect(minibusSlotProblem(minibus, at('2026-03-23T06:00:00Z'), at('2026-03-23T09:00:00Z'))?.path).toBe('startAt');
  });

  it('refuses every slot of a minibus marked unavailable', () => {
    expect(minibusSlotProblem({ ...minibus, isAvailable: false }, at('2026-03-23T09:00:00Z'), at('2026-03-23T10:00:00Z'))).toEqual({
      path: 'startAt',
      message: "Ce minibus n'est pas disponible à la réservation.",
    });
  });
});
