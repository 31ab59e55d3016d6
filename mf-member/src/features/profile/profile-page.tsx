import { myMemberProfileQueryOptions } from '@club/api-client';
import { useSuspenseQuery } from '@club/stack';
import { usePageTitle } from '@club/ui';
import { MemberPage, PageSection } from '../../shared/page';
import { ContactVisibilityForm } from './components/contact-visibility-form';
import { EmailChangeForm } from './components/email-change-form';
import { IdentityForm } from './components/identity-form';

/** /user/profile: who I am, my emergency contact and visibility choices, my e-mail address. */
export function ProfilePage() {
  usePageTitle('Mon profil');
  const { data: profile } = useSuspenseQuery(myMemberProfileQueryOptions());
  return (
    <MemberPage title="Mon profil" intro="Vos informations personnelles et ce que les autres membres peuvent voir de vous.">
      <PageSection id="identite" title="Identité">
        <IdentityForm profile={profile} />
      </PageSection>
      <PageSection
        id="contact-urgence"
        title="Contact d'urgence et visibilité"
        description="Votre contact d'urgence n'est visible que des entraîneurs et responsables de vos sections. Rien d'autre n'est partagé sans votre accord."
      >
        <ContactVisibilityForm profile={profile} />
      </PageSection>
      <PageSection id="adresse-email" title="Adresse e-mail">
        <EmailChangeForm currentEmail={profile.email} />
      </PageSection>
    </MemberPage>
  );
}
