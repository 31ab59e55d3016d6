import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@club/contracts';
import { Badge, type BadgeTone } from '@club/ui';

const TONES: Record<ReservationStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'neutral',
  completed: 'info',
  no_show: 'error',
  rescheduled: 'neutral',
};

/** 'En attente', 'Confirmée', … (spec §4); the colour only repeats what the text says. */
export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  return <Badge tone={TONES[status]}>{RESERVATION_STATUS_LABELS[status]}</Badge>;
}
