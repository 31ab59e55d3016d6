import { styled } from '@club/stack';
import { Card, Container, Heading, Stack, Text } from '@club/ui';
import type { ReactNode } from 'react';

const Frame = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

/** A page of the member area: its title, a sentence, then its sections. */
export function MemberPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Frame>
      <Stack gap="xl">
        <Stack gap="xs">
          <Heading level={1}>{title}</Heading>
          <Text muted>{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Frame>
  );
}

/** One titled card of a page (a form, a list…), a landmark named by its heading. */
export function PageSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap="xs">
          <Heading level={2} size="lg" id={id}>
            {title}
          </Heading>
          {description ? <Text muted>{description}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
