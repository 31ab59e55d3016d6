import { css, styled } from '@club/stack';

/** Responsive card grid of a list: one column on phones, as many 15rem columns as fit above. */
export const cardGridCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(15rem, 100%), 1fr));
`;

/**
 * A grid of cards whose HTML the server writes (the home's latest articles, the sections' cards:
 * api/src/features/blog/blog-site.ts, public-sections/sections-site.ts), styled here. Hidden while empty.
 */
export const CardsIsland = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  &:empty { display: none; }
  ul { ${cardGridCss} }
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h2, h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; }
  time, .more { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  .more { margin-top: auto; }
  .audience { font-weight: 600; }
`;
