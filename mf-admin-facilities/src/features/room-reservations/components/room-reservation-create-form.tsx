import { useCreateRoomReservation } from '@club/api-client';
import { createRoomReservationInputSchema, type CreateRoomReservationInput } from '@club/contracts';
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
import { BookerField } from '../../reservations/components/booker-field';
import { ReservationFields } from '../../reservations/components/reservation-fields';

const DATE_FIELDS = ['startAt', 'endAt'] as const;

/** Books a room; once created, shows the room's planning on the reservation's week. */
export function RoomReservationCreateForm({ roomId }: { roomId: string }) {
  // "In the future" is judged when the form is submitted, not when the page was opened.
  const schema = useMemo(() => withFrenchDateTimes(createRoomReservationInputSchema(), DATE_FIELDS), []);
  const form = useZodForm(schema, { defaultValues: { roomId, title: '', startAt: '', endAt: '', bookerId: '' } });
  const createReservation = useCreateRoomReservation();
  const navigate = useNavigate();

  const onSubmit = async (values: CreateRoomReservationInput) => {
    try {
      const reservation = await createReservation.mutateAsync(values);
      toast.success(RESERVATION_TOASTS.created);
      await navigate(withSearch(paths.room(roomId), currentWeekSearch(parisDayKey(reservation.startAt))));
    } catch (error) {
      reportSubmitFailure(error, form.setError, { fallback: RESERVATION_TOASTS.createFailed });
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Nouvelle réservation">
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <ReservationFields />
        <BookerField />
        <div>
          <SubmitButton pending={createReservation.isPending}>Réserver</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
