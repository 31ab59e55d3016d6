import { myMedicalCertificateQueryOptions } from '@club/api-client';
import type { FamilyMember } from '@club/contracts';
import { useSuspenseQuery } from '@club/stack';
import { MedicalCertificateForm } from '../../../shared/medical-certificate/medical-certificate-form';

/** A child's certificate: the one on record (read when asked for) and the season's upload, sent with `?personId=` (ADR 208). */
export function FamilyMemberCertificate({ person }: { person: FamilyMember }) {
  const { data: certificate } = useSuspenseQuery(myMedicalCertificateQueryOptions(person.id));
  return <MedicalCertificateForm certificate={certificate} owner={{ personId: person.id, firstName: person.firstName }} />;
}
