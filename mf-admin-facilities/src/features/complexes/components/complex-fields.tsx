import { CheckboxField, TextAreaField, TextField } from '@club/ui/forms';
import { FormGrid } from '../../../shared/fields/form-grid';
import { NumberField } from '../../../shared/fields/number-field';
import { OpeningHoursEditor } from '../../../shared/opening-hours/opening-hours-editor';

/** The fields of a complex, inside a FormRoot (create and edit share them). */
export function ComplexFields() {
  return (
    <>
      <TextField name="name" label="Nom" required autoComplete="off" />
      <TextAreaField name="description" label="Description" rows={3} hint="500 caractères au maximum." />
      <FormGrid>
        <TextField name="street" label="Rue" required autoComplete="off" />
        <TextField name="postalCode" label="Code postal" required inputMode="numeric" autoComplete="off" />
        <TextField name="city" label="Ville" required autoComplete="off" />
      </FormGrid>
      <FormGrid>
        <NumberField name="numberOfElevators" label="Nombre d'ascenseurs" required />
        <NumberField name="parkingCapacity" label="Places de parking" required />
      </FormGrid>
      <CheckboxField name="accessibleForReducedMobility" label="Accessible aux personnes à mobilité réduite" />
      <OpeningHoursEditor name="openingHours" legend="Horaires d'ouverture" flag="closed" />
    </>
  );
}
