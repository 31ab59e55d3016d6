import type { ReservationStatus } from '@club/contracts';
import { Stack, Text } from '@club/ui';
import { WeekDay, WeekDayEntries, WeekDayEntry, WeekDays } from '@club/ui-admin';
import { useId, type ReactNode } from 'react';
import { formatDayMonth, formatWeekday } from '@club/ui/dates';
import { parisToday } from '../../../../shared/time/paris-time';
import type { Period } from '../../../../shared/time/period';
import { FreeSlotButtons } from '../../free-slots/free-slot-buttons';
import { freeSlots, type DayHours, type FreeSlot } from '../../free-slots/free-slots';
import { groupByParisDay } from './group-by-day';
import { WeekNavigation } from './week-navigation';

/** Free slots a click books: the resource's window of each day and what to do with the chosen slot. */
export interface SlotPicking {
  hoursOf: (dayKey: string) => DayHours | null;
  onPick: (slot: FreeSlot) => void;
}

export interface WeekViewProps<T extends { id: string; startAt: string; endAt: string; status: ReservationStatus }> {
  title: string;
  period: Period;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** Without it, the week only shows its reservations. */
  slots?: SlotPicking | undefined;
}

/**
 * A planning of the period, one row per Paris day, Monday first: each day is a heading followed by
 * its bookings in start order, then its free slots when they may be booked from here.
 */
export function WeekView<T extends { id: string; startAt: string; endAt: string; status: ReservationStatus }>({
  title,
  period,
  items,
  renderItem,
  slots,
}: WeekViewProps<T>) {
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
                <Stack gap="sm">
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
                  {slots ? <FreeSlotButtons dayKey={cell.day} slots={freeSlots(cell.day, slots.hoursOf(cell.day), items)} onPick={slots.onPick} /> : null}
                </Stack>
              </WeekDay>
            ))}
        </WeekDays>
      ))}
    </section>
  );
}
