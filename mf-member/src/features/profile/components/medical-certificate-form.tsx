import { isMedicalCertificateValid, MEDICAL_CERTIFICATE_ACCEPT, MEDICAL_CERTIFICATE_MESSAGES, type MedicalCertificate } from '@club/contracts';
import { getHttpConfig } from '@club/http';
import { toast } from '@club/stack';
import { Stack, Text } from '@club/ui';
import { formatShortDate } from '@club/ui/dates';
import { applyServerError, DateField, FieldRow, FileField, FormError, FormRoot, SubmitButton, useZodForm } from '@club/ui/forms';
import { useUploadMedicalCertificate } from '../api/profile-mutations';
import { CERTIFICATE_FIELDS, MedicalCertificateFormSchema, type MedicalCertificateFormOutput } from '../medical-certificate-schema';

function CurrentCertificate({ certificate }: { certificate: MedicalCertificate | null }) {
  if (!certificate) return <Text>Aucun certificat médical enregistré.</Text>;
  const validity = isMedicalCertificateValid(certificate, new Date())
    ? `valide jusqu'au ${formatShortDate(certificate.validUntil)}`
    : `plus valide depuis le ${formatShortDate(certificate.validUntil)} : enregistrez celui de la saison`;
  return (
    <Text>
      Certificat du {formatShortDate(certificate.date)}, {validity}.{' '}
      <a href={`${getHttpConfig().baseUrl}/me/medical-certificate`} target="_blank" rel="noopener noreferrer">
        Ouvrir mon certificat médical (nouvel onglet)
      </a>
    </Text>
  );
}

/** The season's renewal (ADR 207): the same upload as the application's, a new certificate replacing the last. */
export function MedicalCertificateForm({ certificate }: { certificate: MedicalCertificate | null }) {
  const form = useZodForm(MedicalCertificateFormSchema, { defaultValues: { certificateDate: '' } });
  const upload = useUploadMedicalCertificate();

  const onSubmit = async ({ certificateFile, certificateDate }: MedicalCertificateFormOutput) => {
    try {
      await upload.mutateAsync({ file: certificateFile, certificateDate });
      toast.success('Certificat médical enregistré');
      form.reset({ certificateDate: '' });
    } catch (error) {
      applyServerError(error, form.setError, CERTIFICATE_FIELDS, "Votre certificat médical n'a pas pu être enregistré. Veuillez réessayer.");
    }
  };

  return (
    <Stack>
      <CurrentCertificate certificate={certificate} />
      <FormRoot form={form} onSubmit={onSubmit} aria-label="Certificat médical">
        <Stack>
          <FormError />
          <FieldRow>
            <FileField
              name="certificateFile"
              label="Nouveau certificat médical"
              accept={MEDICAL_CERTIFICATE_ACCEPT}
              hint={`${MEDICAL_CERTIFICATE_MESSAGES.limits} Sur un téléphone, vous pouvez aussi le photographier.`}
              required
            />
            <DateField name="certificateDate" label="Date du certificat médical" required />
          </FieldRow>
          <div>
            <SubmitButton pending={upload.isPending}>Enregistrer le certificat</SubmitButton>
          </div>
        </Stack>
      </FormRoot>
    </Stack>
  );
}
