import { displayFirstName, roleOf, useSession } from '@club/auth';
import { CLUB_STAFF_ROLES } from '@club/contracts';
import { styled } from '@club/stack';
import { Cluster, Container, Heading, Stack, Text, usePageTitle } from '@club/ui';
import { ApplicationsSection } from './components/applications-section';
import { MembershipsSection } from './components/memberships-section';
import { SessionChangesSection } from './components/session-changes-section';
import { BookingsSection, LatestArticlesSection, NextSessionsSection } from './components/next-sessions-section';
import { SignOutButton } from './components/sign-out-button';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

/** /dashboard/: the member's home — greeting, next sessions, bookings, latest articles, memberships, applications, sign-out. */
export function DashboardPage() {
  usePageTitle('Espace membre');
  const { session } = useSession();
  const firstName = session ? displayFirstName(session.user) : '';
  const role = session ? roleOf(session.user.role) : null;
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
        <NextSessionsSection />
        <SessionChangesSection />
        <BookingsSection canBook={role !== null && CLUB_STAFF_ROLES.includes(role)} />
        <LatestArticlesSection />
        <MembershipsSection />
        <ApplicationsSection />
      </Stack>
    </Page>
  );
}
