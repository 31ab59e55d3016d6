import { styled } from '@club/stack';
import { Container } from '@club/ui';

/** The page's content column inside the admin layout's <main>. */
export const PageBody = styled(Container)`
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  /* The title may shrink below its longest word, which then wraps (a narrow phone). */
  > :first-child { min-width: 0; }
`;

export const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space.xs};
  }

  a { color: ${({ theme }) => theme.colors.primary}; }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
