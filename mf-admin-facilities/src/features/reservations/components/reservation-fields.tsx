import { DateTimeField, TextField } from '@club/ui/forms';
import { FormGrid } from '../../../shared/fields/form-grid';

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
