import { myMedicalCertificateQueryOptions, myMemberProfileQueryOptions } from '@club/api-client';
import { useSuspenseQuery } from '@club/stack';
import { usePageTitle } from '@club/ui';
import { MemberPage, PageSection } from '../../shared/page';
import { useIsMember } from '../../shared/use-is-member';
import { ContactVisibilityForm } from './components/contact-visibility-form';
import { EmailChangeForm } from './components/email-change-form';
import { IdentityForm } from './components/identity-form';
import { MedicalCertificateForm } from '../../shared/medical-certificate/medical-certificate-form';

/** /user/profile: who I am, my emergency contact and visibility choices (members only), my e-mail address. */
export function ProfilePage() {
  usePageTitle('Mon profil');
  const isMember = useIsMember();
  const { data: profile } = useSuspenseQuery(myMemberProfileQueryOptions());
  const { data: certificate } = useSuspenseQuery(myMedicalCertificateQueryOptions());
  return (
    <MemberPage title="Mon profil" intro="Vos informations personnelles et ce que les autres membres peuvent voir de vous.">
      <PageSection id="identite" title="Identité">
        <IdentityForm profile={profile} />
      </PageSection>
      {isMember ? (
        <PageSection
          id="contact-urgence"
          title="Contact d'urgence et visibilité"
          description="Votre contact d'urgence n'est visible que des entraîneurs et responsables de vos sections. Rien d'autre n'est partagé sans votre accord."
        >
          <ContactVisibilityForm profile={profile} />
        </PageSection>
      ) : null}
      <PageSection
        id="certificat-medical"
        title="Certificat médical"
        description="Il vaut pour la saison de sa date, jusqu'au 30 juin. Seuls vous et les responsables de la section qui examinent votre candidature peuvent l'ouvrir."
      >
        <MedicalCertificateForm certificate={certificate} />
      </PageSection>
      <PageSection id="adresse-email" title="Adresse e-mail">
        <EmailChangeForm currentEmail={profile.email} />
      </PageSection>
    </MemberPage>
  );
}
