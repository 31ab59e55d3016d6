import { MedicalCertificateResponseSchema, type MedicalCertificate } from '@club/contracts';
import { http } from '@club/http';

/**
 * `PUT /api/me/medical-certificate`: the signed-in person's certificate, the file as the body (ADR 207). Sent as
 * `application/octet-stream` whatever the file says: the server reads its type from its content. A phone's
 * upload of a few megabytes takes longer than a page's read, and a refusal (too large, wrong type) is final.
 */
export async function uploadMedicalCertificate({ file, certificateDate }: { file: Blob; certificateDate: string }): Promise<MedicalCertificate> {
  const response = await http.put('/me/medical-certificate', file, {
    query: { certificateDate },
    headers: { 'Content-Type': 'application/octet-stream' },
    timeoutMs: 60_000,
    retries: 0,
    parse: MedicalCertificateResponseSchema,
  });
  return response.data;
}
