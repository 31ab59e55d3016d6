import { dayWindow, WEEKDAY_LABELS, WEEKDAYS, type Disponibility, type OpeningHours, type Weekday } from '@club/contracts';
import { type Column, DataTable } from '@club/ui-admin';

const DAY: Column<Weekday> = { header: 'Jour', cell: (weekday) => WEEKDAY_LABELS[weekday] };

/** A week of opening hours (or a minibus's disponibility), read-only, Monday first. */
export function OpeningHoursTable({ caption, week, offLabel }: { caption: string; week: OpeningHours | Disponibility; offLabel: string }) {
  const hours: Column<Weekday> = {
    header: 'Horaires',
    cell: (weekday) => {
      const window = dayWindow(week[weekday]);
      return window ? `${window.open} – ${window.close}` : offLabel;
    },
  };
  return <DataTable caption={caption} rows={WEEKDAYS} rowKey={(weekday) => weekday} rowHeader={DAY} columns={[hours]} />;
}
