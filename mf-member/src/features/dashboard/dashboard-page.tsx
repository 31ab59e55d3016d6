import { displayFirstName, roleOf, useSession } from '@club/auth';
import { CLUB_STAFF_ROLES } from '@club/contracts';
import { styled } from '@club/stack';
import { Cluster, Container, Heading, LoadingView, Stack, Text, useHydrated, usePageTitle } from '@club/ui';
import type { ReactNode } from 'react';
import { ApplicationsSection } from './components/applications-section';
import { MembershipsSection } from './components/memberships-section';
import { SessionChangesSection } from './components/session-changes-section';
import { BookingsSection, LatestArticlesSection, NextSessionsSection } from './components/next-sessions-section';
import { SignOutButton } from './components/sign-out-button';
import { DASHBOARD_LOADING_MESSAGE } from './dashboard-loading';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

/**
 * The dashboard's frame: the greeting, its sentence and the sign-out button around the page's content. Also
 * prerendered, with the loading message, for a signed-in member's first visit (src/prerender/pages.tsx,
 * docs/decisions/199-prerendered-member-frame.md); `firstName` is then the server's placeholder.
 */
export function DashboardFrame({ firstName, children }: { firstName: string; children: ReactNode }) {
  usePageTitle('Espace membre');
  return (
    <Page>
      <Stack gap="xl">
        <Cluster justify="space-between" align="start">
          <Stack gap="xs">
            <Heading level={1}>{firstName ? `Bienvenue, ${firstName} !` : 'Bienvenue !'}</Heading>
            <Text muted>Retrouvez ici vos prochaines séances, vos réservations, les dernières nouvelles du club, vos adhésions et le suivi de vos demandes.</Text>
          </Stack>
          <SignOutButton />
        </Cluster>
        {children}
      </Stack>
    </Page>
  );
}

/**
 * /dashboard/: the member's home — greeting, next sessions, bookings, latest articles, memberships, applications,
 * sign-out. The render that adopts a prerendered frame shows its loading message, even with the data here.
 */
export function DashboardPage() {
  const { session } = useSession();
  const hydrated = useHydrated();
  const role = session ? roleOf(session.user.role) : null;
  return (
    <DashboardFrame firstName={session ? displayFirstName(session.user) : ''}>
      {hydrated ? (
        <>
          <NextSessionsSection />
          <SessionChangesSection />
          <BookingsSection canBook={role !== null && CLUB_STAFF_ROLES.includes(role)} />
          <LatestArticlesSection />
          <MembershipsSection />
          <ApplicationsSection />
        </>
      ) : (
        <LoadingView message={DASHBOARD_LOADING_MESSAGE} />
      )}
    </DashboardFrame>
  );
}
