import { membershipOptionsQueryOptions } from '@club/api-client';
import { useSuspenseQuery } from '@club/stack';
import { Stack } from '@club/ui';
import { applyServerError, FieldRow, FormError, FormRoot, RequiredFieldsNote, SubmitButton, TextAreaField, TextField, useZodForm } from '@club/ui/forms';
import { useSubmitApplication } from '../api/onboarding-mutations';
import { SectionCategoryFields } from '@club/ui-applications';
import { APPLICATION_FIELDS, ApplicationFormSchema, type ApplicationFormOutput } from '../application-schema';

/** Step 2: the membership application (section, category of the person's age, motivation, emergency contact, certificate). */
export function ApplicationStep({ dateOfBirth = null }: { dateOfBirth?: string | null }) {
  const form = useZodForm(ApplicationFormSchema, {
    defaultValues: { sectionId: '', categoryId: '', motivation: '', emergencyContactName: '', emergencyContactPhone: '', medicalCertificateUrl: '' },
  });
  const submit = useSubmitApplication();
  const { sections } = useSuspenseQuery(membershipOptionsQueryOptions()).data;

  const onSubmit = async (values: ApplicationFormOutput) => {
    try {
      await submit.mutateAsync(values);
    } catch (error) {
      applyServerError(error, form.setError, APPLICATION_FIELDS, "Votre demande n'a pas pu être envoyée. Veuillez réessayer.");
    }
  };

  return (
    <FormRoot form={form} onSubmit={onSubmit} aria-label="Candidature">
      <Stack>
        <RequiredFieldsNote />
        <FormError />
        <FieldRow>
          <SectionCategoryFields sections={sections} dateOfBirth={dateOfBirth} />
        </FieldRow>
        <TextAreaField
          name="motivation"
          label="Motivation"
          rows={5}
          hint="Dites-nous en quelques mots pourquoi vous souhaitez rejoindre la section (10 caractères au minimum)."
          required
        />
        <FieldRow>
          <TextField name="emergencyContactName" label="Nom du contact d'urgence" autoComplete="off" required />
          <TextField name="emergencyContactPhone" label="Téléphone du contact d'urgence" type="tel" autoComplete="off" required />
        </FieldRow>
        <TextField
          name="medicalCertificateUrl"
          label="Lien vers le certificat médical"
          type="url"
          hint="Facultatif : adresse web (https://…) d'un document partagé. Vous pourrez aussi le remettre à la section."
        />
        <div>
          <SubmitButton pending={submit.isPending}>Envoyer ma demande</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
