import { MyMedicalCertificateResponseSchema, type MedicalCertificate } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';

export const medicalCertificateKeys = { mine: ['medical-certificate', 'mine'] as const };

/** `GET /api/me/medical-certificate/details`: the signed-in person's certificate (ADR 207), or null. */
async function getMyMedicalCertificate(signal?: AbortSignal): Promise<MedicalCertificate | null> {
  return (await http.get('/me/medical-certificate/details', { signal, parse: MyMedicalCertificateResponseSchema })).data;
}

export const myMedicalCertificateQueryOptions = () =>
  queryOptions({ queryKey: medicalCertificateKeys.mine, queryFn: ({ signal }) => getMyMedicalCertificate(signal) });
