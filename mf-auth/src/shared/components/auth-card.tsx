import { styled } from '@club/stack';
import { Card, Heading, Stack, Text, usePageTitle } from '@club/ui';
import { useId, type ReactNode } from 'react';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
`;

const Panel = styled(Card)<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '44rem' : '30rem')};
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AuthCardProps {
  /** The page's h1 and document title. */
  title: string;
  intro?: ReactNode;
  /** Links under the card's content (e.g. 'Mot de passe oublié ?'). */
  footer?: ReactNode;
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

/** The frame of every identity screen: a centred card titled by the page's only h1. */
export function AuthCard({ title, intro, footer, width = 'narrow', children }: AuthCardProps) {
  usePageTitle(title);
  const headingId = useId();
  return (
    <Page>
      <Panel as="section" aria-labelledby={headingId} $wide={width === 'wide'}>
        <Stack gap="lg">
          <Stack gap="sm">
            <Heading level={1} size="xl" id={headingId}>
              {title}
            </Heading>
            {intro ? <Text muted>{intro}</Text> : null}
          </Stack>
          {children}
        </Stack>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Page>
  );
}
