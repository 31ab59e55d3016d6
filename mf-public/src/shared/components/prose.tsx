import { styled } from '@club/stack';

/** Long-form text (legal pages, notices): readable line length, spaced headings, lists and tables. */
export const Prose = styled.div`
  max-width: 72ch;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.7;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-top: ${({ theme }) => theme.space.xl};
    margin-bottom: ${({ theme }) => theme.space.md};
    scroll-margin-top: ${({ theme }) => theme.space.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-top: ${({ theme }) => theme.space.lg};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  p + p,
  p + ul,
  ul + p,
  p + ol {
    margin-top: ${({ theme }) => theme.space.md};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.lg};
    margin-block: ${({ theme }) => theme.space.sm};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  /* Tables (@club/ui/data-table: cards on a phone) */
  [role='region'] {
    margin-block: ${({ theme }) => theme.space.md};
  }
`;
