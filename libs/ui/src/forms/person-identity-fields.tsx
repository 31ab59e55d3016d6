import { DateField } from './date-time-fields';
import { FieldRow } from './field-row';
import { TextField } from './text-field';

interface PersonIdentity {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
}

/** The form values of the four fields, from what the account already holds (empty where it holds nothing). */
export function personIdentityDefaults(person: PersonIdentity) {
  return {
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    phone: person.phone ?? '',
    dateOfBirth: person.dateOfBirth ?? '',
  };
}

/** Who a member is, as onboarding and the profile ask it: names side by side, then phone and date of birth. */
export function PersonIdentityFields() {
  return (
    <>
      <FieldRow>
        <TextField name="firstName" label="Prénom" autoComplete="given-name" required />
        <TextField name="lastName" label="Nom" autoComplete="family-name" required />
      </FieldRow>
      <FieldRow>
        <TextField name="phone" label="Téléphone" type="tel" autoComplete="tel" hint="Par exemple : 06 12 34 56 78" required />
        <DateField name="dateOfBirth" label="Date de naissance" autoComplete="bday" required />
      </FieldRow>
    </>
  );
}
