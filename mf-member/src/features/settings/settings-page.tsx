import { usePageTitle } from '@club/ui';
import { MemberPage, PageSection } from '../../shared/page';
import { useIsMember } from '../../shared/use-is-member';
import { DeleteAccountSection } from './components/delete-account-section';
import { MyDataSection } from './components/my-data-section';
import { PasswordForm } from './components/password-form';
import { SessionNoticesSection } from './components/session-notices-section';
import { SessionsSection } from './components/sessions-section';
import { ThemeSection } from './components/theme-section';
import { TwoFactorSection } from './components/two-factor-section';

/** /user/settings: password, two-factor, sessions, theme, session notices (members only), my data, account deletion. */
export function SettingsPage() {
  usePageTitle('Paramètres');
  const isMember = useIsMember();
  return (
    <MemberPage title="Paramètres" intro="La sécurité de votre compte, l'apparence du site et vos données.">
      <PageSection id="mot-de-passe" title="Mot de passe">
        <PasswordForm />
      </PageSection>
      <TwoFactorSection />
      <SessionsSection />
      <ThemeSection />
      {isMember ? <SessionNoticesSection /> : null}
      <MyDataSection />
      <DeleteAccountSection />
    </MemberPage>
  );
}
