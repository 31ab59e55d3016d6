import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { withSearch } from '@club/ui-admin';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton, useZodForm } from '@club/ui/forms';
import { useMemo } from 'react';
import { reportSubmitFailure } from '../../../shared/form-feedback';
import { RESERVATION_TOASTS } from '../../../shared/messages';
import { parisDayKey } from '../../../shared/time/paris-time';
import { currentWeekSearch } from '../../../shared/time/period';
import { changedReservationFields, reservationEditDefaults } from '../reservation-edit-values';
import type { KindReservation, ReservationChanges, ReservationKind } from '../reservation-kind';
import { ReservationEditFields } from './reservation-edit-fields';

export interface ReservationEditFormProps<Field extends string> {
  kind: ReservationKind<Field>;
  reservation: KindReservation<Field>;
  /** Admins change the status here; a booker only cancels, from their list (ADR 170). */
  withStatus?: boolean;
}

/** Edits a room or minibus reservation: title, dates (until it starts) and status; the resource and booker never change. */
export function ReservationEditForm<Field extends string>({ kind, reservation, withStatus = true }: ReservationEditFormProps<Field>) {
  const schema = useMemo(() => kind.updateSchema(), [kind]);
  const defaults = reservationEditDefaults(reservation);
  const form = useZodForm(schema, { defaultValues: defaults });
  const updateReservation = kind.useUpdate();
  const navigate = useNavigate();

  const onSubmit = async (values: ReservationChanges) => {
    try {
      const updated = await updateReservation.mutateAsync({ id: reservation.id, changes: changedReservationFields(values, reservation) });
      toast.success(RESERVATION_TOASTS.updated);
      await navigate(withSearch(kind.planningPath(updated[kind.resourceField]), currentWeekSearch(parisDayKey(updated.startAt))));
    } catch (error) {
      reportSubmitFailure(error, form.setError, { fallback: RESERVATION_TOASTS.updateFailed });
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={`Modifier la réservation ${reservation.title}`}>
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <ReservationEditFields reservation={reservation} withStatus={withStatus} />
        <div>
          <SubmitButton pending={updateReservation.isPending}>Enregistrer les modifications</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
