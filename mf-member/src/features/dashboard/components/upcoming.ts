import { addParisDays, formatParisDate } from '@club/contracts';

/** The window of "my next sessions" on the home page: today and the next four weeks (Paris days). */
export function upcomingWindow(now: Date): { startDate: string; endDate: string } {
  return { startDate: formatParisDate(now), endDate: formatParisDate(addParisDays(now, 27)) };
}
