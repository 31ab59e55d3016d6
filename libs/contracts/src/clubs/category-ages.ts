import { quoteName } from '../french-typography';
import { formatParisDate } from '../facilities/paris-time';
import { formatAgeRange, yearsOld } from './club-category';

/**
 * The season an application is for (ADR 179): it starts on 1 July, when the French federations open the
 * next season's licences, though trainings start in September. An application made in July 2026 is for
 * the 2026–2027 season.
 */
const SEASON_FIRST_MONTH = 7;

/** The first year of the season being applied for on that day (Paris calendar). */
export function seasonFirstYear(now: Date): number {
  const [year, month] = formatParisDate(now).split('-').map(Number) as [number, number];
  return month >= SEASON_FIRST_MONTH ? year : year - 1;
}

/**
 * A person's age for the categories, as the French federations count it: the age reached on 31 December of
 * the season's first year, that is the first year minus the year of birth (ADR 179).
 */
export function ageForSeason(dateOfBirth: string, now: Date): number {
  return seasonFirstYear(now) - Number(dateOfBirth.slice(0, 4));
}

interface AgedCategory {
  minAge: number | null;
  maxAge: number | null;
}

/** A category without ages accepts everyone; otherwise the season age must be within its bounds. */
export function categoryFitsAge(category: AgedCategory, age: number): boolean {
  return (category.minAge === null || age >= category.minAge) && (category.maxAge === null || age <= category.maxAge);
}

/** « Poussins (7 à 8 ans) », « Seniors (18 ans et plus) »; a category without ages keeps its name alone. */
export function categoryWithAges(category: AgedCategory & { name: string }): string {
  if (category.minAge === null && category.maxAge === null) return category.name;
  return `${category.name} (${formatAgeRange(category.minAge, category.maxAge)})`;
}

function agesPhrase({ minAge, maxAge }: AgedCategory): string {
  if (minAge !== null && maxAge !== null) return minAge === maxAge ? `de ${yearsOld(minAge)}` : `de ${minAge} à ${yearsOld(maxAge)}`;
  if (minAge !== null) return `de ${yearsOld(minAge)} et plus`;
  return `de ${yearsOld(maxAge ?? 0)} au plus`;
}

/** The code of the server's refusal of a category outside the applicant's age, with the refusal on `categoryId` (ADR 205). */
export const CATEGORY_AGE_ERROR_CODE = 'CATEGORY_AGE_MISMATCH';

/** The server's refusal of a category that does not fit the applicant's age. */
export function categoryAgeRefusal(category: AgedCategory & { name: string }, now: Date): string {
  return `La catégorie ${quoteName(category.name)} est réservée aux personnes ${agesPhrase(category)} au 31 décembre ${seasonFirstYear(now)} : choisissez une catégorie qui correspond à votre âge.`;
}
