import { styled } from '@club/stack';
import { Container, Heading, Stack, Text, usePageTitle } from '@club/ui';

const TITLE = 'Déploiements';
const AREA = 'la page des déploiements';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

/** /admin/deployments: the first page of mf-admin-deployments. */
export function HomePage() {
  usePageTitle(TITLE);
  return (
    <Page>
      <Stack gap="md">
        <Heading level={1}>{TITLE}</Heading>
        <Text>Bienvenue dans {AREA}.</Text>
      </Stack>
    </Page>
  );
}
