import { dayWindow, WEEKDAY_LABELS, WEEKDAYS, type Disponibility, type OpeningHours } from '@club/contracts';
import { Table, TableScroller } from '../data-table/data-table.styles';

/** A week of opening hours (or a minibus's disponibility), read-only, Monday first. */
export function OpeningHoursTable({ caption, week, offLabel }: { caption: string; week: OpeningHours | Disponibility; offLabel: string }) {
  return (
    <TableScroller>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Jour</th>
            <th scope="col">Horaires</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((weekday) => {
            const window = dayWindow(week[weekday]);
            return (
              <tr key={weekday}>
                <th scope="row">{WEEKDAY_LABELS[weekday]}</th>
                <td>{window ? `${window.open} – ${window.close}` : offLabel}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroller>
  );
}
