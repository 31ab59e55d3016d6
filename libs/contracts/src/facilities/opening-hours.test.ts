import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPONIBILITY, DEFAULT_OPENING_HOURS, DisponibilitySchema, OpeningHoursSchema, dayWindow } from './opening-hours';
import { WEEKDAY_LABELS, WEEKDAYS } from './paris-time';
import { issuesOf } from './test-issues';

describe('opening hours', () => {
  it('has the default template of the spec and French day labels from Monday', () => {
    expect(OpeningHoursSchema.parse(DEFAULT_OPENING_HOURS)).toEqual(DEFAULT_OPENING_HOURS);
    expect(DEFAULT_OPENING_HOURS.thursday).toEqual({ open: '08:00', close: '20:00', closed: false });
    expect(DEFAULT_OPENING_HOURS.friday).toEqual({ open: '08:00', close: '18:00', closed: false });
    expect(DEFAULT_OPENING_HOURS.saturday).toEqual({ open: '10:00', close: '16:00', closed: false });
    expect(DEFAULT_OPENING_HOURS.sunday.closed).toBe(true);
    expect(DisponibilitySchema.parse(DEFAULT_DISPONIBILITY).sunday).toEqual({ open: null, close: null, available: false });
    expect(WEEKDAYS.map((day) => WEEKDAY_LABELS[day])).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
  });

  it.each([
    [{ open: '8:00', close: '20:00', closed: false }, 'monday.open', "L'heure doit être au format HH:MM"],
    [{ open: '08:00', close: '24:00', closed: false }, 'monday.close', "L'heure doit être au format HH:MM"],
    [{ open: null, close: '20:00', closed: false }, 'monday.open', "L'heure d'ouverture est requise"],
    [{ open: '08:00', close: null, closed: false }, 'monday.close', "L'heure de fermeture est requise"],
    [{ open: '20:00', close: '08:00', closed: false }, 'monday.close', "L'heure de fermeture doit être postérieure à l'heure d'ouverture"],
    [{ open: '08:00', close: '08:00', closed: false }, 'monday.close', "L'heure de fermeture doit être postérieure à l'heure d'ouverture"],
    [{ open: '08:00', close: '20:00' }, 'monday.closed', 'Indiquez si ce jour est ouvert ou non'],
    [undefined, 'monday', 'Les horaires du lundi sont requis'],
  ])('rejects %j with its message', (monday, path, message) => {
    expect(issuesOf(OpeningHoursSchema, { ...DEFAULT_OPENING_HOURS, monday })).toEqual([{ path, message }]);
  });

  it('accepts a closed day without times and requires the whole map', () => {
    expect(OpeningHoursSchema.safeParse({ ...DEFAULT_OPENING_HOURS, monday: { closed: true } }).success).toBe(true);
    expect(issuesOf(OpeningHoursSchema, undefined)).toEqual([{ path: '', message: "Les horaires d'ouverture sont requis" }]);
    expect(issuesOf(DisponibilitySchema, null)).toEqual([{ path: '', message: 'Les disponibilités sont requises' }]);
  });

  it('checks a minibus day only when it is available', () => {
    const result = issuesOf(DisponibilitySchema, { ...DEFAULT_DISPONIBILITY, tuesday: { open: '18:00', close: '09:00', available: true } });
    expect(result).toEqual([{ path: 'tuesday.close', message: "L'heure de fermeture doit être postérieure à l'heure d'ouverture" }]);
    expect(DisponibilitySchema.safeParse({ ...DEFAULT_DISPONIBILITY, tuesday: { open: '18:00', close: '09:00', available: false } }).success).toBe(true);
  });

  it('gives the bookable window of a day', () => {
    expect(dayWindow(DEFAULT_OPENING_HOURS.friday)).toEqual({ open: '08:00', close: '18:00' });
    expect(dayWindow(DEFAULT_OPENING_HOURS.sunday)).toBeNull();
    expect(dayWindow(DEFAULT_DISPONIBILITY.sunday)).toBeNull();
    expect(dayWindow({ open: '09:00', close: '12:00', available: true })).toEqual({ open: '09:00', close: '12:00' });
  });
});
