import type { ReviewedApplication } from '@club/contracts';

/** Says whether the applicant already belonged to sections when applying (another section's application, ADR 206). */
export function alreadyMemberOf({ applicantSections }: Pick<ReviewedApplication, 'applicantSections'>): string {
  if (applicantSections.length === 0) return 'Première adhésion au club';
  return `Déjà membre : ${applicantSections.join(', ')} (candidature à une autre section)`;
}
