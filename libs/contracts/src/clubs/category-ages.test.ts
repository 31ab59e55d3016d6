import { describe, expect, it } from 'vitest';
import { ageForSeason, categoryAgeRefusal, categoryFitsAge, categoryWithAges, seasonFirstYear } from './category-ages';

describe('category ages for a season (ADR 179)', () => {
  it('applies for the season that starts on 1 July (Paris calendar)', () => {
    expect(seasonFirstYear(new Date('2026-06-30T21:59:00.000Z'))).toBe(2025);
    expect(seasonFirstYear(new Date('2026-06-30T22:00:00.000Z'))).toBe(2026);
    expect(seasonFirstYear(new Date('2026-12-31T12:00:00.000Z'))).toBe(2026);
    expect(seasonFirstYear(new Date('2027-03-01T12:00:00.000Z'))).toBe(2026);
  });

  it("counts the age reached on 31 December of the season's first year", () => {
    const november2026 = new Date('2026-11-29T10:00:00.000Z');
    expect(ageForSeason('2017-12-31', november2026)).toBe(9);
    expect(ageForSeason('2017-01-01', november2026)).toBe(9);
    expect(ageForSeason('1990-06-15', november2026)).toBe(36);
    expect(ageForSeason('2017-12-31', new Date('2026-05-01T10:00:00.000Z'))).toBe(8);
  });

  it('keeps categories without ages open to everyone and checks both bounds otherwise', () => {
    expect(categoryFitsAge({ minAge: null, maxAge: null }, 36)).toBe(true);
    expect(categoryFitsAge({ minAge: 8, maxAge: 9 }, 36)).toBe(false);
    expect(categoryFitsAge({ minAge: 8, maxAge: 9 }, 8)).toBe(true);
    expect(categoryFitsAge({ minAge: 8, maxAge: 9 }, 9)).toBe(true);
    expect(categoryFitsAge({ minAge: 8, maxAge: 9 }, 7)).toBe(false);
    expect(categoryFitsAge({ minAge: 18, maxAge: null }, 36)).toBe(true);
    expect(categoryFitsAge({ minAge: null, maxAge: 10 }, 11)).toBe(false);
  });

  it('names a category with its ages, and refuses in French', () => {
    expect(categoryWithAges({ name: 'Poussins', minAge: 8, maxAge: 9 })).toBe('Poussins (8–9 ans)');
    expect(categoryWithAges({ name: 'Seniors', minAge: 18, maxAge: null })).toBe('Seniors (18 ans et plus)');
    expect(categoryWithAges({ name: 'Baby gym', minAge: 4, maxAge: 4 })).toBe('Baby gym (4 ans)');
    expect(categoryWithAges({ name: 'Loisirs', minAge: null, maxAge: null })).toBe('Loisirs');
    expect(categoryAgeRefusal({ name: 'Mini', minAge: null, maxAge: 6 }, new Date('2026-11-29T10:00:00.000Z'))).toBe(
      'La catégorie «\u00a0Mini\u00a0» est réservée aux personnes de 6 ans au plus au 31 décembre 2026 : choisissez une catégorie qui correspond à votre âge.',
    );
  });
});
