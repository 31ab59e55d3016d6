/**
 * Dates as pages and tables show them, one formatter per use (FRENCH.md §4), in the association's time zone
 * whatever the device's. The formatters live in @club/contracts (the API's e-mails use them too); this
 * entry (`@club/ui/dates`) is outside the shared one that every page downloads.
 */
export {
  capitaliseFirst,
  formatClockText,
  formatDayMonth,
  formatDayMonthYear,
  formatLongDate,
  formatLongDay,
  formatMoment,
  formatMonthYear,
  formatPeriod,
  formatRelative,
  formatShortDate,
  formatTime,
  formatWeekday,
  frenchDayNumber,
} from '@club/contracts';
