import { CheckboxField, TextAreaField, TextField } from '@club/ui/forms';
import { FormGrid } from '../../../shared/fields/form-grid';
import { NumberField } from '../../../shared/fields/number-field';
import { OpeningHoursEditor } from '../../../shared/opening-hours/opening-hours-editor';

/** The fields of a room, inside a FormRoot (the complex is fixed by the page, never edited). */
export function RoomFields() {
  return (
    <>
      <TextField name="name" label="Nom" required autoComplete="off" />
      <TextAreaField name="description" label="Description" rows={3} hint="500 caractères au maximum." />
      <FormGrid>
        <TextField name="sportType" label="Type de sport" required autoComplete="off" hint="Par exemple : Judo, Basket-ball." />
        <NumberField name="capacity" label="Capacité" required hint="Nombre de personnes accueillies." />
        <TextField name="accreditation" label="Accréditation" autoComplete="off" hint="Facultatif, par exemple une homologation fédérale." />
      </FormGrid>
      <CheckboxField name="isIndoor" label="Salle couverte (intérieur)" />
      <OpeningHoursEditor name="openingHours" legend="Horaires d'ouverture" flag="closed" />
    </>
  );
}
