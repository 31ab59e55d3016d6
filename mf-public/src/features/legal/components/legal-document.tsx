import { Text } from '@club/ui';
import { styled } from '@club/stack';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../shared/components/page-container';
import { Prose } from '../../../shared/components/prose';

export interface TocEntry {
  id: string;
  label: string;
}

const Toc = styled.nav`
  margin-block: ${({ theme }) => theme.space.lg};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  padding-left: ${({ theme }) => theme.space.md};

  ol {
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

interface LegalDocumentProps {
  title: string;
  updatedOn: string;
  toc: readonly TocEntry[];
  children: ReactNode;
}

/** Layout of the legal pages: title, date of the version, table of contents, then the text. */
export function LegalDocument({ title, updatedOn, toc, children }: LegalDocumentProps) {
  return (
    <PageContainer>
      <Prose>
        <Title>{title}</Title>
        <Text size="sm" muted>
          Dernière mise à jour&nbsp;: {updatedOn}
        </Text>
        <Toc aria-label="Sommaire">
          <Text weight={700}>Sommaire</Text>
          <ol>
            {toc.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </ol>
        </Toc>
        {children}
      </Prose>
    </PageContainer>
  );
}

/** One numbered part of a legal document; its id is the anchor of the table of contents. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
