import { usePageTitle, useSiteConfig } from '@club/ui';
import { CookiePolicySection } from './components/cookie-policy-section';
import { LegalDocument, type TocEntry } from './components/legal-document';
import { CollectedDataSection, ControllerSection, PurposesSection, RecipientsSection } from './components/privacy-data-sections';
import { ComplaintSection, ExerciseRightsSection, RightsSection } from './components/privacy-rights-sections';
import { PRIVACY_UPDATED_ON } from './content/updated-on';

const TOC: readonly TocEntry[] = [
  { id: 'responsable', label: 'Responsable du traitement' },
  { id: 'donnees', label: 'Données collectées' },
  { id: 'finalites', label: 'Finalités, bases légales et durées de conservation' },
  { id: 'destinataires', label: 'Destinataires et sécurité' },
  { id: 'droits', label: 'Vos droits' },
  { id: 'exercer-vos-droits', label: 'Exercer vos droits' },
  { id: 'reclamation', label: 'Réclamation auprès de la CNIL' },
  { id: 'cookies', label: 'Cookies et stockage local' },
];

export function PrivacyPage() {
  const site = useSiteConfig();
  usePageTitle('Politique de confidentialité');
  return (
    <LegalDocument title="Politique de confidentialité" updatedOn={PRIVACY_UPDATED_ON} toc={TOC}>
      <p>
        L'association {site.name} attache une grande importance à la protection de vos données personnelles. Cette page explique quelles données nous traitons,
        pourquoi, combien de temps, et comment exercer vos droits.
      </p>
      <ControllerSection site={site} />
      <CollectedDataSection />
      <PurposesSection />
      <RecipientsSection />
      <RightsSection />
      <ExerciseRightsSection site={site} />
      <ComplaintSection />
      <CookiePolicySection />
    </LegalDocument>
  );
}
