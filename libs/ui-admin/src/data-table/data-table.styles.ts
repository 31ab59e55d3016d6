import { styled } from '@club/stack';

/** Scrolls sideways on narrow screens instead of squeezing the columns (focusable, to scroll by keyboard). */
export const TableScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* 0.75rem between columns: a dense table, so that e.g. the users' one fits beside the admin menu. */
  th, td {
    padding: ${({ theme }) => theme.space.sm} 0.75rem;
    text-align: left;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }

  thead th {
    border-top: none;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: 700;
  }

  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
`;

/** A row's details, opened under it across the table: same background tint as the headers, no line above. */
export const DetailsRow = styled.tr`
  && td {
    border-top: none;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
