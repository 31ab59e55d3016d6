import { membershipOptionsQueryOptions } from '@club/api-client';
import { MEDICAL_CERTIFICATE_ACCEPT, MEDICAL_CERTIFICATE_MESSAGES } from '@club/contracts';
import { useSuspenseQuery } from '@club/stack';
import { Stack } from '@club/ui';
import {
  applyServerError,
  DateField,
  FieldRow,
  FileField,
  FormError,
  FormRoot,
  RequiredFieldsNote,
  SubmitButton,
  TextAreaField,
  TextField,
  useZodForm,
} from '@club/ui/forms';
import { SectionCategoryFields } from '@club/ui-applications';
import { useSubmitApplication, useUploadMedicalCertificate } from '../api/onboarding-mutations';
import { APPLICATION_FIELDS, ApplicationFormSchema, type ApplicationFormOutput } from '@club/ui-applications/application-form';

/** Step 2: the membership application (section, category of the person's age, motivation, emergency contact, certificate). */
export function ApplicationStep({ dateOfBirth = null }: { dateOfBirth?: string | null }) {
  const form = useZodForm(ApplicationFormSchema, {
    defaultValues: { sectionId: '', categoryId: '', motivation: '', emergencyContactName: '', emergencyContactPhone: '', certificateDate: '' },
  });
  const submit = useSubmitApplication();
  const { sections } = useSuspenseQuery(membershipOptionsQueryOptions()).data;
  const upload = useUploadMedicalCertificate();

  // The certificate first: refused, the application is not sent and the refusal shows under its field.
  const onSubmit = async ({ certificateFile, certificateDate, ...application }: ApplicationFormOutput) => {
    try {
      if (certificateFile && certificateDate) await upload.mutateAsync({ file: certificateFile, certificateDate });
      await submit.mutateAsync({ ...application, medicalCertificateUrl: null });
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
        <FieldRow>
          <FileField
            name="certificateFile"
            label="Certificat médical"
            accept={MEDICAL_CERTIFICATE_ACCEPT}
            hint={`Facultatif : ${MEDICAL_CERTIFICATE_MESSAGES.limits} Sur un téléphone, vous pouvez aussi le photographier.`}
          />
          <DateField name="certificateDate" label="Date du certificat médical" hint="La date écrite sur le certificat : il vaut pour la saison." />
        </FieldRow>
        <div>
          <SubmitButton pending={upload.isPending || submit.isPending}>Envoyer ma demande</SubmitButton>
        </div>
      </Stack>
    </FormRoot>
  );
}
