import { apiErrorMessage } from '@club/api-client';
import { toast } from '@club/stack';
import { Button } from '@club/ui';
import { ConfirmDialog } from '@club/ui-admin';
import { useState } from 'react';
import { RESERVATION_TOASTS } from '../../../shared/messages';
import { formatMoment } from '@club/ui/dates';
import type { ReservationKind } from '../../reservations/reservation-kind';
import type { MyBooking } from '../my-bookings';

/** Cancels one of the caller's pending bookings after asking: the slot is freed and the booking can no longer change. */
export function CancelBookingButton<Field extends string>({ kind, booking }: { kind: ReservationKind<Field>; booking: MyBooking }) {
  const [open, setOpen] = useState(false);
  const update = kind.useUpdate();
  const when = formatMoment(booking.startAt);
  const cancel = async () => {
    try {
      await update.mutateAsync({ id: booking.id, changes: { status: 'cancelled' } });
      toast.success('Réservation annulée');
      setOpen(false);
    } catch (error) {
      toast.error(apiErrorMessage(error, RESERVATION_TOASTS.updateFailed));
    }
  };
  return (
    <>
      <Button size="sm" variant="secondary" disabled={update.isPending} onClick={() => setOpen(true)} aria-label={`Annuler : ${booking.title}, ${when}`}>
        Annuler
      </Button>
      <ConfirmDialog
        tone="destructive"
        open={open}
        title="Annuler la réservation ?"
        confirmLabel="Annuler la réservation"
        cancelLabel="Retour"
        pending={update.isPending}
        onConfirm={() => void cancel()}
        onCancel={() => setOpen(false)}
      >
        «&nbsp;{booking.title}&nbsp;», {booking.place}, le {when}. Le créneau sera libéré et la réservation ne pourra plus être modifiée.
      </ConfirmDialog>
    </>
  );
}
