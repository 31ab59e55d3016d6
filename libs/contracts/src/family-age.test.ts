import { describe, expect, it } from 'vitest';
import { ageOn, FAMILY_ADULT_AGE, latestAdultBirthDate } from './family';

describe('latestAdultBirthDate', () => {
  it('is the date of birth of who turns 18 today in Paris: born after it, a person is a minor for ageOn too', () => {
    // Late evening UTC on the last day of March is already April in Paris.
    const now = new Date('2026-03-31T23:30:00.000Z');
    expect(latestAdultBirthDate(now)).toBe('2008-04-01');
    for (const born of ['2008-03-31', '2008-04-01', '2008-04-02', '1990-12-31', '2016-01-01']) {
      expect(born > latestAdultBirthDate(now), born).toBe(ageOn(born, now) < FAMILY_ADULT_AGE);
    }
  });
});
