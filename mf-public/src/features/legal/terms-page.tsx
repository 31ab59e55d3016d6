import { usePageTitle } from '@club/ui';
import { useSiteConfig } from '../../shared/api/get-site-config';
import { LegalDocument, type TocEntry } from './components/legal-document';
import { ChangesSection, GoverningLawSection, LiabilitySection, PersonalDataSection } from './components/terms-closing-sections';
import { AccountSection, ConductSection, IntellectualPropertySection, PurposeAndAccessSections } from './components/terms-sections';
import { TERMS_UPDATED_ON } from './content/updated-on';

const TOC: readonly TocEntry[] = [
  { id: 'objet', label: 'Objet' },
  { id: 'acces', label: 'Accès au site' },
  { id: 'compte', label: 'Compte utilisateur et adhésion' },
  { id: 'comportement', label: 'Règles de conduite' },
  { id: 'propriete-intellectuelle', label: 'Propriété intellectuelle' },
  { id: 'responsabilite', label: 'Responsabilité' },
  { id: 'donnees-personnelles', label: 'Données personnelles' },
  { id: 'modification', label: 'Modification des conditions' },
  { id: 'droit-applicable', label: 'Droit applicable et litiges' },
];

export function TermsPage() {
  const site = useSiteConfig();
  usePageTitle("Conditions d'utilisation", site.shortName);
  return (
    <LegalDocument title="Conditions générales d'utilisation" updatedOn={TERMS_UPDATED_ON} toc={TOC}>
      <PurposeAndAccessSections site={site} />
      <AccountSection />
      <ConductSection site={site} />
      <IntellectualPropertySection />
      <LiabilitySection />
      <PersonalDataSection />
      <ChangesSection />
      <GoverningLawSection />
    </LegalDocument>
  );
}
