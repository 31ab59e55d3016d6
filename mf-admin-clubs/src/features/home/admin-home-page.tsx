import { WidgetSlot } from '@club/federation';
import { styled } from '@club/stack';
import { ButtonLink, Container, Heading, Stack, Text, usePageTitle } from '@club/ui';
import { Users } from 'lucide-react';
import { paths } from '../../paths';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

const ADMIN_GREETING = "Bienvenue sur le panel d'administration";

/** /admin: the administration home (spec §2: greeting and 'Gestion des utilisateurs'), then the admin remotes' widgets. */
export function AdminHomePage() {
  usePageTitle('Administration');

  return (
    <Page>
      <Stack gap="lg">
        <Heading level={1}>{ADMIN_GREETING}</Heading>
        <Text muted>Gérez les comptes, les adhésions et les équipements de l'association depuis le menu d'administration.</Text>
        <div>
          <ButtonLink to={paths.users.href()}>
            <Users size={18} aria-hidden="true" focusable="false" />
            Gestion des utilisateurs
          </ButtonLink>
        </div>
        <WidgetSlot slot="admin-home" />
      </Stack>
    </Page>
  );
}
