import { medicalCertificateKeys, uploadMedicalCertificate } from '@club/api-client';
import { useMutation, useQueryClient } from '@club/stack';

/** The certificate of the signed-in person, or of a family member (`personId`, ADR 208): what a page shows of it is replaced. */
export function useUploadMedicalCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedicalCertificate,
    onSuccess: (certificate, { personId }) =>
      queryClient.setQueryData(personId ? medicalCertificateKeys.ofPerson(personId) : medicalCertificateKeys.mine, certificate),
  });
}
