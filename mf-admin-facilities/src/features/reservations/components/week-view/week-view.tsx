import { Text } from '@club/ui';
import { WeekDay, WeekDayEntries, WeekDayEntry, WeekDays } from '@club/ui-admin';
import { useId, type ReactNode } from 'react';
import { formatDayMonth, formatWeekday } from '@club/ui/dates';
import { parisToday } from '../../../../shared/time/paris-time';
import type { Period } from '../../../../shared/time/period';
import { groupByParisDay } from './group-by-day';
import { WeekNavigation } from './week-navigation';

export interface WeekViewProps<T extends { id: string; startAt: string }> {
  title: string;
  period: Period;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
}

/**
 * A planning of the period, one row per Paris day, Monday first: each day is a heading followed by
 * its bookings in start order.
 */
export function WeekView<T extends { id: string; startAt: string }>({ title, period, items, renderItem }: WeekViewProps<T>) {
  const headingId = useId();
  const today = parisToday();
  const weeks = groupByParisDay(items, period.startDay, period.endDay);
  return (
    <section aria-labelledby={headingId}>
      <WeekNavigation period={period} headingId={headingId} title={title} />
      {weeks.map((week) => (
        <WeekDays key={week[0]?.day}>
          {week
            .filter((cell) => cell.inPeriod)
            .map((cell) => (
              <WeekDay key={cell.day} today={cell.day === today} aria-current={cell.day === today ? 'date' : undefined}>
                <h3>
                  <span>{formatWeekday(cell.day)}</span> <span>{formatDayMonth(cell.day)}</span>
                </h3>
                {cell.items.length > 0 ? (
                  <WeekDayEntries>
                    {cell.items.map((item) => (
                      <WeekDayEntry key={item.id}>{renderItem(item)}</WeekDayEntry>
                    ))}
                  </WeekDayEntries>
                ) : (
                  <Text size="sm" muted>
                    Aucune réservation
                  </Text>
                )}
              </WeekDay>
            ))}
        </WeekDays>
      ))}
    </section>
  );
}
