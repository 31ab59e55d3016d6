import { toast, useNavigate } from '@club/stack';
import { Stack } from '@club/ui';
import { withSearch } from '@club/ui-admin';
import { FormError, FormRoot, RequiredFieldsNote, SubmitButton, useZodForm } from '@club/ui/forms';
import { useEffect, useMemo } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import { reportSubmitFailure } from '../../../shared/form-feedback';
import { RESERVATION_TOASTS } from '../../../shared/messages';
import { parisDayKey, toParisLocalInput } from '../../../shared/time/paris-time';
import { currentWeekSearch } from '../../../shared/time/period';
import type { PickedSlot } from '../free-slots/slot-search';
import type { NewReservation, ReservationKind } from '../reservation-kind';
import { BookerField } from './booker-field';
import { ReservationFields } from './reservation-fields';

/**
 * An empty booking of the resource, its id under the kind's field (`roomId`…); '' as booker is the signed-in admin.
 * Without the booker picker there is no bookerId at all: the API books for the caller.
 */
function emptyBooking<Field extends string>(field: Field, resourceId: string, withBooker: boolean, slot: PickedSlot | null) {
  // A slot picked in a week view fills the fields' values (Paris wall-clock), not their displayed text.
  const startAt = slot ? toParisLocalInput(slot.startAt) : '';
  const endAt = slot ? toParisLocalInput(slot.endAt) : '';
  return { [field]: resourceId, title: '', startAt, endAt, ...(withBooker ? { bookerId: '' } : {}) } as DefaultValues<NewReservation<Field>>;
}

export interface ReservationCreateFormProps<Field extends string> {
  kind: ReservationKind<Field>;
  resourceId: string;
  /** Admins may book for someone else; coaches and section managers book for themselves only (ADR 030). */
  withBooker?: boolean;
  /** The free slot clicked in a week view: the form opens on it, its title focused. */
  slot?: PickedSlot | null;
}

/** Books a room or a minibus; once created, shows the resource's planning on the reservation's week. */
export function ReservationCreateForm<Field extends string>({ kind, resourceId, withBooker = true, slot = null }: ReservationCreateFormProps<Field>) {
  // "In the future" is judged when the form is submitted, not when the page was opened.
  const schema = useMemo(() => kind.createSchema(), [kind]);
  const form = useZodForm(schema, { defaultValues: emptyBooking(kind.resourceField, resourceId, withBooker, slot) });
  const createReservation = kind.useCreate();
  const navigate = useNavigate();
  const { setFocus } = form;
  useEffect(() => {
    if (slot) setFocus('title' as Path<NewReservation<Field>>);
  }, [slot, setFocus]);

  const onSubmit = async (values: NewReservation<Field>) => {
    try {
      const reservation = await createReservation.mutateAsync(values);
      toast.success(RESERVATION_TOASTS.created);
      await navigate(withSearch(kind.planningPath(resourceId), currentWeekSearch(parisDayKey(reservation.startAt))));
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
        {withBooker ? <BookerField /> : null}
        <div>
          <SubmitButton pending={createReservation.isPending}>Réserver</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
