import { Outlet, styled } from '@club/stack';
import { FlashNotice, LoadingView, SkipLink } from '@club/ui';
import type { ReactNode } from 'react';
import { MAIN_ID, useFocusMainOnNavigation } from './focus-main';
import { ImpersonationBanner } from './impersonation-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1 0 auto;

  &:focus { outline: none; }
`;

/** Header, main landmark (focused after each navigation, the previous page's flash notice first) and footer: the frame of every layout. */
export function PublicChrome({ children }: { children: ReactNode }) {
  useFocusMainOnNavigation();
  return (
    <Page>
      <SkipLink targetId={MAIN_ID} />
      <ImpersonationBanner />
      <SiteHeader />
      <Main id={MAIN_ID} tabIndex={-1}>
        <FlashNotice />
        {children}
      </Main>
      <SiteFooter />
    </Page>
  );
}

/** The public site's chrome around an area's pages (header, main landmark, footer). */
export function PublicLayout() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}

/** First load: the chrome paints at once while the area's remote loads. */
export function PublicLayoutFallback() {
  return (
    <PublicChrome>
      <LoadingView />
    </PublicChrome>
  );
}
