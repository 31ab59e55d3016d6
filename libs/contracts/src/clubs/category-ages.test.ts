import { describe, expect, it } from 'vitest';
import { ageForSeason, categoryAgeRefusal, categoryFitsAge, categoryWithAges, seasonFirstYear } from './category-ages';
import { formatAgeRange } from './club-category';

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
    expect(categoryWithAges({ name: 'Poussins', minAge: 8, maxAge: 9 })).toBe('Poussins (8 à 9\u00a0ans)');
    expect(categoryWithAges({ name: 'Seniors', minAge: 18, maxAge: null })).toBe('Seniors (18\u00a0ans et plus)');
    expect(categoryWithAges({ name: 'Baby gym', minAge: 4, maxAge: 4 })).toBe('Baby gym (4\u00a0ans)');
    expect(categoryWithAges({ name: 'Loisirs', minAge: null, maxAge: null })).toBe('Loisirs');
    expect(categoryAgeRefusal({ name: 'Mini', minAge: null, maxAge: 6 }, new Date('2026-11-29T10:00:00.000Z'))).toBe(
      'La catégorie «\u00a0Mini\u00a0» est réservée aux personnes de 6\u00a0ans au plus au 31 décembre 2026 : choisissez une catégorie qui correspond à votre âge.',
    );
  });

  it('writes the ages as the category pages show them, the number kept with « ans » (ADR 205)', () => {
    expect(formatAgeRange(9, 10)).toBe('9 à 10\u00a0ans');
    expect(formatAgeRange(18, null)).toBe('18\u00a0ans et plus');
    expect(formatAgeRange(null, 10)).toBe("jusqu'à 10\u00a0ans");
    expect(formatAgeRange(4, 4)).toBe('4\u00a0ans');
    expect(formatAgeRange(null, null)).toBe('Tous âges');
    expect(categoryAgeRefusal({ name: 'Poussins', minAge: 9, maxAge: 10 }, new Date('2026-11-29T10:00:00.000Z'))).toBe(
      'La catégorie «\u00a0Poussins\u00a0» est réservée aux personnes de 9 à 10\u00a0ans au 31 décembre 2026 : choisissez une catégorie qui correspond à votre âge.',
    );
  });

  it('counts a birthday on the reference date, the day after it and a leap day by the year of birth alone', () => {
    const season2026 = new Date('2026-09-15T10:00:00.000Z');
    // Born on 31 December: the age is reached on the reference date itself.
    expect(ageForSeason('2016-12-31', season2026)).toBe(10);
    // Born on 1 January of the next year: one year younger for the whole season, though a day apart.
    expect(ageForSeason('2017-01-01', season2026)).toBe(9);
    // Born on 29 February: no birthday in 2026, the same age as anyone born in 2016.
    expect(ageForSeason('2016-02-29', season2026)).toBe(10);
    expect(ageForSeason('2016-02-29', new Date('2028-09-15T10:00:00.000Z'))).toBe(12);
    const poussins = { minAge: 9, maxAge: 10 };
    expect(categoryFitsAge(poussins, ageForSeason('2016-12-31', season2026))).toBe(true);
    expect(categoryFitsAge(poussins, ageForSeason('2016-02-29', season2026))).toBe(true);
    expect(categoryFitsAge(poussins, ageForSeason('2015-12-31', season2026))).toBe(false);
    expect(categoryFitsAge(poussins, ageForSeason('2018-01-01', season2026))).toBe(false);
  });

  it('moves to the next season at midnight on 1 July, Paris time, in summer time', () => {
    // 30 June 23:59 in Paris is 21:59 UTC: still the season that ends; a 36-year-old then is 35 for it.
    expect(ageForSeason('1990-06-15', new Date('2026-06-30T21:59:59.000Z'))).toBe(35);
    expect(ageForSeason('1990-06-15', new Date('2026-06-30T22:00:00.000Z'))).toBe(36);
  });
});
