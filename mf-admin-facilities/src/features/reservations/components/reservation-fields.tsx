import { TextField } from '@club/ui/forms';
import { DateTimeField } from '../../../shared/fields/date-time-field';
import { FormGrid } from '../../../shared/fields/form-grid';

/** The fields below typed as French date-times (`withFrenchDateTimes`). */
export const RESERVATION_DATE_FIELDS = ['startAt', 'endAt'] as const;

/** Title, start and end of a reservation (rooms and minibuses alike). */
export function ReservationFields({ withDates = true }: { withDates?: boolean }) {
  return (
    <>
      <TextField name="title" label="Titre" required autoComplete="off" hint="Par exemple : Entraînement des poussins." />
      {withDates ? (
        <FormGrid>
          <DateTimeField name="startAt" label="Début" required />
          <DateTimeField name="endAt" label="Fin" required />
        </FormGrid>
      ) : null}
    </>
  );
}
