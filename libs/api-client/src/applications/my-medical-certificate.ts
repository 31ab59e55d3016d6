import { MyMedicalCertificateResponseSchema, type MedicalCertificate } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';

export const medicalCertificateKeys = {
  mine: ['medical-certificate', 'mine'] as const,
  ofPerson: (personId: string) => ['medical-certificate', 'person', personId] as const,
};

/** `GET /api/me/medical-certificate/details`: the signed-in person's certificate (ADR 207), or a family member's (ADR 208), or null. */
async function getMyMedicalCertificate(signal?: AbortSignal, personId?: string): Promise<MedicalCertificate | null> {
  return (await http.get('/me/medical-certificate/details', { signal, parse: MyMedicalCertificateResponseSchema, query: { personId } })).data;
}

export const myMedicalCertificateQueryOptions = (personId?: string) =>
  queryOptions({
    queryKey: personId ? medicalCertificateKeys.ofPerson(personId) : medicalCertificateKeys.mine,
    queryFn: ({ signal }) => getMyMedicalCertificate(signal, personId),
  });
