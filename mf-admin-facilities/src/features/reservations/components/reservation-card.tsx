import type { ReservationStatus } from '@club/contracts';
import { Text } from '@club/ui';
import type { ReactNode } from 'react';
import { formatTime } from '@club/ui/dates';
import { ReservationStatusBadge } from './reservation-status-badge';

export interface ReservationSummary {
  id: string;
  title: string;
  startAt: string;
  endAt: string;
  status: ReservationStatus;
  bookerName: string;
  /** Set when a training session holds this room booking. */
  trainingSessionId?: string | null | undefined;
}

/** One booking in a week view: hours (Paris), title, booker, status, then its actions. */
export function ReservationCard({ reservation, children }: { reservation: ReservationSummary; children?: ReactNode }) {
  return (
    <>
      <Text as="span" size="sm" weight={700}>
        {formatTime(reservation.startAt)} – {formatTime(reservation.endAt)}
      </Text>
      <Text as="span" size="sm" weight={600}>
        {reservation.title}
      </Text>
      <Text as="span" size="sm" muted>
        Par {reservation.bookerName}
      </Text>
      <span>
        <ReservationStatusBadge status={reservation.status} />
      </span>
      {children}
    </>
  );
}
