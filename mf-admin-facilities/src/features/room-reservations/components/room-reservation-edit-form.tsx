import { useUpdateRoomReservation } from '@club/api-client';
import { updateRoomReservationInputSchema, type RoomReservation, type UpdateRoomReservationInput } from '@club/contracts';
import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton, useZodForm } from '@club/ui/forms';
import { useMemo } from 'react';
import { paths, withSearch } from '../../../config/paths';
import { reportSubmitFailure } from '../../../lib/form-feedback';
import { withFrenchDateTimes } from '../../../lib/french-date-time';
import { RESERVATION_TOASTS } from '../../../lib/messages';
import { parisDayKey } from '../../../lib/paris-time';
import { currentWeekSearch } from '../../../lib/period';
import { ReservationEditFields } from '../../reservations/components/reservation-edit-fields';
import { changedReservationFields, reservationEditDefaults } from '../../reservations/reservation-edit-values';

const DATE_FIELDS = ['startAt', 'endAt'] as const;

/** Edits a room reservation: title, dates (until it starts) and status; the room and booker never change. */
export function RoomReservationEditForm({ reservation }: { reservation: RoomReservation }) {
  const schema = useMemo(() => withFrenchDateTimes(updateRoomReservationInputSchema(), DATE_FIELDS), []);
  const defaults = reservationEditDefaults(reservation);
  const form = useZodForm(schema, { defaultValues: defaults });
  const updateReservation = useUpdateRoomReservation();
  const navigate = useNavigate();

  const onSubmit = async (values: UpdateRoomReservationInput) => {
    try {
      const updated = await updateReservation.mutateAsync({ id: reservation.id, changes: changedReservationFields(values, reservation) });
      toast.success(RESERVATION_TOASTS.updated);
      await navigate(withSearch(paths.room(updated.roomId), currentWeekSearch(parisDayKey(updated.startAt))));
    } catch (error) {
      reportSubmitFailure(error, form.setError, { fallback: RESERVATION_TOASTS.updateFailed });
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={`Modifier la réservation ${reservation.title}`}>
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <ReservationEditFields reservation={reservation} />
        <div>
          <SubmitButton pending={updateReservation.isPending}>Enregistrer les modifications</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
