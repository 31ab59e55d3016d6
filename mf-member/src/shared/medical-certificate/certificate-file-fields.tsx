import { MEDICAL_CERTIFICATE_ACCEPT, MEDICAL_CERTIFICATE_MESSAGES } from '@club/contracts';
import { DateField, FieldRow, FileField } from '@club/ui/forms';

/**
 * The certificate's file and date, as the first application asks them (ADR 207): `accept` lets a phone offer its
 * camera. Optional on an application (`required` false), required on a renewal.
 */
export function CertificateFileFields({ fileLabel = 'Certificat médical', required = false }: { fileLabel?: string; required?: boolean }) {
  const limits = `${MEDICAL_CERTIFICATE_MESSAGES.limits} Sur un téléphone, vous pouvez aussi le photographier.`;
  return (
    <FieldRow>
      <FileField
        name="certificateFile"
        label={fileLabel}
        accept={MEDICAL_CERTIFICATE_ACCEPT}
        hint={required ? limits : `Facultatif : ${limits}`}
        required={required}
      />
      <DateField
        name="certificateDate"
        label="Date du certificat médical"
        hint={required ? undefined : 'La date écrite sur le certificat : il vaut pour la saison.'}
        required={required}
      />
    </FieldRow>
  );
}
