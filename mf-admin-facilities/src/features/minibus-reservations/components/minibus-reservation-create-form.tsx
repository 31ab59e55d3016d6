import { useCreateMinibusReservation } from '@club/api-client';
import { createMinibusReservationInputSchema, type CreateMinibusReservationInput } from '@club/contracts';
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

/** Books a minibus; once created, shows the minibus's planning on the reservation's week. */
export function MinibusReservationCreateForm({ minibusId }: { minibusId: string }) {
  // "In the future" is judged when the form is submitted, not when the page was opened.
  const schema = useMemo(() => withFrenchDateTimes(createMinibusReservationInputSchema(), DATE_FIELDS), []);
  const form = useZodForm(schema, { defaultValues: { minibusId, title: '', startAt: '', endAt: '', bookerId: '' } });
  const createReservation = useCreateMinibusReservation();
  const navigate = useNavigate();

  const onSubmit = async (values: CreateMinibusReservationInput) => {
    try {
      const reservation = await createReservation.mutateAsync(values);
      toast.success(RESERVATION_TOASTS.created);
      await navigate(withSearch(paths.minibus(minibusId), currentWeekSearch(parisDayKey(reservation.startAt))));
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
