import { addDays, daysBetween, parisDayKey, startOfWeek } from '../../../../shared/time/paris-time';

export interface DayCell<T> {
  day: string;
  /** False for the padding days that complete the first and last week of the grid. */
  inPeriod: boolean;
  items: T[];
}

/**
 * The period's reservations laid out as whole weeks, Monday first, each on the Paris day it starts
 * (a 23:30 UTC booking in winter belongs to the next day in Paris), sorted by start time.
 */
export function groupByParisDay<T extends { startAt: string }>(items: readonly T[], startDay: string, endDay: string): DayCell<T>[][] {
  const byDay = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))) {
    const day = parisDayKey(item.startAt);
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const first = startOfWeek(startDay);
  const weeks: DayCell<T>[][] = [];
  for (let monday = first; daysBetween(monday, endDay) >= 0; monday = addDays(monday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const day = addDays(monday, index);
        const inPeriod = daysBetween(startDay, day) >= 0 && daysBetween(day, endDay) >= 0;
        return { day, inPeriod, items: inPeriod ? (byDay.get(day) ?? []) : [] };
      }),
    );
  }
  return weeks;
}
