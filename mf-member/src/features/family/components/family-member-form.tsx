import { FAMILY_RELATIONSHIP_LABELS, FAMILY_RELATIONSHIPS, FamilyMemberInputSchema, type FamilyMember, type FamilyMemberInput } from '@club/contracts';
import { toast } from '@club/stack';
import { Button, Cluster, Stack } from '@club/ui';
import { applyServerError, DateField, FieldRow, FormError, FormRoot, RequiredFieldsNote, SelectField, SubmitButton, TextField, useZodForm } from '@club/ui/forms';
import { useAddFamilyMember, useUpdateFamilyMember } from '../api/family-mutations';

const FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'relationship'] as const;
const RELATIONSHIP_OPTIONS = FAMILY_RELATIONSHIPS.map((value) => ({ value, label: FAMILY_RELATIONSHIP_LABELS[value] }));
const EMPTY = { firstName: '', lastName: '', dateOfBirth: '' };

/** The four questions of a family member, the API's contract as it is (its French messages under each field). */
function FamilyMemberFields() {
  return (
    <>
      <FieldRow>
        <TextField name="firstName" label="Prénom" autoComplete="off" required />
        <TextField name="lastName" label="Nom" autoComplete="off" required />
      </FieldRow>
      <FieldRow>
        <DateField name="dateOfBirth" label="Date de naissance" hint="Moins de 18 ans." required />
        <SelectField name="relationship" label="Lien avec la personne" placeholder="Choisir un lien" options={RELATIONSHIP_OPTIONS} required />
      </FieldRow>
    </>
  );
}

/** « Ajouter un membre de la famille »: a minor the adult is responsible for, without a login (ADR 208). */
export function AddFamilyMemberForm() {
  const form = useZodForm(FamilyMemberInputSchema, { defaultValues: EMPTY });
  const add = useAddFamilyMember();

  const onSubmit = async (values: FamilyMemberInput) => {
    try {
      const person = await add.mutateAsync(values);
      toast.success(`${person.firstName} ${person.lastName} fait maintenant partie de votre famille.`);
      form.reset(EMPTY);
    } catch (error) {
      applyServerError(error, form.setError, FIELDS, "Le membre de la famille n'a pas pu être ajouté. Veuillez réessayer.");
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Ajouter un membre de la famille">
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <FamilyMemberFields />
        <div>
          <SubmitButton pending={add.isPending}>Ajouter à ma famille</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}

/** The same questions for someone already added, in their card. */
export function EditFamilyMemberForm({ person, onDone }: { person: FamilyMember; onDone: () => void }) {
  const form = useZodForm(FamilyMemberInputSchema, {
    defaultValues: { firstName: person.firstName, lastName: person.lastName, dateOfBirth: person.dateOfBirth, relationship: person.relationship },
  });
  const update = useUpdateFamilyMember();

  const onSubmit = async (input: FamilyMemberInput) => {
    try {
      await update.mutateAsync({ personId: person.id, input });
      toast.success('Modifications enregistrées.');
      onDone();
    } catch (error) {
      applyServerError(error, form.setError, FIELDS, "Les modifications n'ont pas pu être enregistrées. Veuillez réessayer.");
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label={`Modifier ${person.firstName} ${person.lastName}`}>
      <Stack>
        <FormError />
        <FamilyMemberFields />
        <Cluster gap="sm">
          <SubmitButton pending={update.isPending}>Enregistrer</SubmitButton>
          <Button variant="ghost" onClick={onDone}>
            Annuler
          </Button>
        </Cluster>
      </Stack>
    </FormRoot>
  );
}
