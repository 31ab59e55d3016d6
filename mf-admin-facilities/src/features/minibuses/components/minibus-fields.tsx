import { CheckboxField, TextAreaField, TextField } from '@club/ui/forms';
import { FormGrid } from '../../../shared/fields/form-grid';
import { NumberField } from '../../../shared/fields/number-field';
import { OpeningHoursEditor } from '../../../shared/opening-hours/opening-hours-editor';

/** The fields of a minibus, inside a FormRoot (create and edit share them). */
export function MinibusFields() {
  return (
    <>
      <TextField name="name" label="Nom" required autoComplete="off" />
      <TextAreaField name="description" label="Description" rows={3} hint="500 caractères au maximum." />
      <FormGrid>
        <TextField name="licensePlate" label="Plaque d'immatriculation" required autoComplete="off" hint="9 caractères au maximum, par exemple AB123CD." />
        <NumberField name="capacity" label="Capacité" required min={1} hint="Nombre de places." />
        <NumberField name="disabledPersonCapacity" label="Places PMR (personnes à mobilité réduite)" required />
      </FormGrid>
      <CheckboxField name="isAvailable" label="Disponible à la réservation" />
      <OpeningHoursEditor name="disponibility" legend="Disponibilités" flag="available" />
    </>
  );
}
