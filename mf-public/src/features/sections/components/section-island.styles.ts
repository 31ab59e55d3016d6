import { styled } from '@club/stack';

/** A section's page as the server writes it (api/src/features/public-sections/sections-site.ts), styled here. */
export const SectionPageIsland = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 60rem;

  h1, h2, h3, p { margin: 0; }
  h2 { margin-top: ${({ theme }) => theme.space.lg}; }
  .club, .ages, .no-slot { color: ${({ theme }) => theme.colors.textMuted}; }
  .lead { font-size: ${({ theme }) => theme.fontSizes.lg}; max-width: 65ch; }
  ul { list-style: none; margin: 0; padding: 0; }
  .categories {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    grid-template-columns: repeat(auto-fill, minmax(min(18rem, 100%), 1fr));
  }
  .category {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  .slots li {
    display: flex;
    flex-direction: column;
    padding-block: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .slot-when { font-weight: 600; }
  .slot-place { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  .join {
    display: inline-block;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
    text-decoration: none;
  }
`;
