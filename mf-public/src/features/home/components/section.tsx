import { Heading, Text } from '@club/ui';
import { styled } from '@club/stack';
import type { ReactNode } from 'react';
import { cardGridCss } from '../../../shared/components/cards-island';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  scroll-margin-top: ${({ theme }) => theme.space.xl};
`;

const Intro = styled(Text)`
  max-width: 65ch;
`;

interface HomeSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A landing section labelled by its h2 (so screen readers list it among the page's regions). */
export function HomeSection({ id, title, intro, children }: HomeSectionProps) {
  const headingId = `${id}-titre`;
  return (
    <Wrapper id={id} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {intro ? <Intro muted>{intro}</Intro> : null}
      {children}
    </Wrapper>
  );
}

/** Responsive card grid: one column on phones, as many 15rem columns as fit above. */
export const CardGrid = styled.ul`
  ${cardGridCss}
`;
