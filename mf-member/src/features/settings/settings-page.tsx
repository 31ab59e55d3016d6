import { LoadingView, useHydrated, usePageTitle } from '@club/ui';
import type { ReactNode } from 'react';
import { MemberPage, PageSection } from '../../shared/page';
import { useIsMember } from '../../shared/use-is-member';
import { DeleteAccountSection } from './components/delete-account-section';
import { MyDataSection } from './components/my-data-section';
import { PasswordForm } from './components/password-form';
import { SessionNoticesSection } from './components/session-notices-section';
import { SessionsSection } from './components/sessions-section';
import { ThemeSection } from './components/theme-section';
import { TwoFactorSection } from './components/two-factor-section';
import { SETTINGS_LOADING_MESSAGE } from './settings-loading';

/**
 * The settings' frame: their title and sentence around the page's content. Also prerendered, with the loading
 * message, for a signed-in member's first visit (src/prerender/pages.tsx, docs/decisions/199-prerendered-member-frame.md).
 */
export function SettingsFrame({ children }: { children: ReactNode }) {
  usePageTitle('Paramètres');
  return (
    <MemberPage title="Paramètres" intro="La sécurité de votre compte, l'apparence du site et vos données.">
      {children}
    </MemberPage>
  );
}

/**
 * /user/settings: password, two-factor, sessions, theme, session notices (members only), my data, account deletion.
 * The render that adopts a prerendered frame shows its loading message.
 */
export function SettingsPage() {
  const hydrated = useHydrated();
  return <SettingsFrame>{hydrated ? <SettingsSections /> : <LoadingView message={SETTINGS_LOADING_MESSAGE} />}</SettingsFrame>;
}

function SettingsSections() {
  const isMember = useIsMember();
  return (
    <>
      <PageSection id="mot-de-passe" title="Mot de passe">
        <PasswordForm />
      </PageSection>
      <TwoFactorSection />
      <SessionsSection />
      <ThemeSection />
      {isMember ? <SessionNoticesSection /> : null}
      <MyDataSection />
      <DeleteAccountSection />
    </>
  );
}
