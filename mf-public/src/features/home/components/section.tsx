import { Heading, Text } from '@club/ui';
import { styled } from '@club/stack';
import type { ReactNode } from 'react';

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
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(15rem, 100%), 1fr));
`;
