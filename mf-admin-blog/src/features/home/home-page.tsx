import { styled } from '@club/stack';
import { Container, Heading, Stack, Text, usePageTitle } from '@club/ui';

const TITLE = 'Blog';
const AREA = 'l\'espace blog';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

/** /admin/blog: the first page of mf-admin-blog. */
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
