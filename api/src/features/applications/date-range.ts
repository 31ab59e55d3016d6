import { fromParis, startOfParisDay, startOfParisWeek, toParis, type ApplicationDateRange } from '@club/contracts';

/** Start of the admin's date filter, on the association's Paris calendar: today, this week (from Monday), this month. */
export function createdSince(range: Exclude<ApplicationDateRange, 'all'>, now: Date): Date {
  if (range === 'today') return startOfParisDay(now);
  if (range === 'week') return startOfParisWeek(now);
  const { year, month } = toParis(now);
  return fromParis({ year, month, day: 1 });
}
