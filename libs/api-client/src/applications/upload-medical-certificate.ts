import { MedicalCertificateResponseSchema, type MedicalCertificate } from '@club/contracts';
import { http } from '@club/http';

/**
 * `PUT /api/me/medical-certificate`: the signed-in person's certificate, the file as the body (ADR 207). Sent as
 * `application/octet-stream` whatever the file says: the server reads its type from its content. A phone's
 * upload of a few megabytes takes longer than a page's read, and a refusal (too large, wrong type) is final.
 * With `personId`, a family member's certificate, sent by their adult (ADR 208).
 */
export async function uploadMedicalCertificate({
  file,
  certificateDate,
  personId,
}: {
  file: Blob;
  certificateDate: string;
  personId?: string;
}): Promise<MedicalCertificate> {
  const response = await http.put('/me/medical-certificate', file, {
    query: { certificateDate, personId },
    headers: { 'Content-Type': 'application/octet-stream' },
    timeoutMs: 60_000,
    retries: 0,
    parse: MedicalCertificateResponseSchema,
  });
  return response.data;
}
