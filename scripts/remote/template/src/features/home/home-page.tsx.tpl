import { styled } from '@club/stack';
import { Container, Heading, Stack, Text, usePageTitle } from '@club/ui';

const TITLE = '{{menuLabel}}';
const AREA = '{{label}}';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

/** {{path}}: the first page of {{folder}}. */
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
