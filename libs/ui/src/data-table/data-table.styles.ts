import { styled } from '@club/stack';
import { visuallyHiddenCss } from '../components/visually-hidden';

/**
 * Below this width of its own box (a phone, or a narrow column), a table shows each row as a card:
 * the row's name as its title, then one labelled line per column (docs/decisions/174-phone-tables.md).
 */
const CARDS_BELOW = '40rem';

/**
 * The table's box: its width decides the layout (a container query, not the screen's width, so that
 * a table beside a menu or in a dialog follows the room it really has). Wider tables than their box
 * (many columns on a tablet) still scroll sideways; focusable, to scroll by keyboard.
 */
export const TableScroller = styled.div`
  container: data-table / inline-size;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const Table = styled.table<{ $hideCaption: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
    ${({ $hideCaption }) => ($hideCaption ? visuallyHiddenCss : '')}
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

  @container data-table (max-width: ${CARDS_BELOW}) {
    &, tbody, tr, th, td { display: block; }
    caption { display: block; }
    thead { ${visuallyHiddenCss} }

    tbody tr {
      padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody th, tbody td {
      padding: ${({ theme }) => theme.space.xs} 0;
      border-top: none;
      overflow-wrap: anywhere;
    }
    tbody th { font-size: ${({ theme }) => theme.fontSizes.md}; }

    /* Each value beside its column's name; the name is decoration (alternative text ""): screen readers already say the column. */
    td[data-label] {
      display: grid;
      grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
    }
    td[data-label]::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: 600;
    }
  }
`;

/** A row's details, opened under it across the table: same background tint as the headers, no line above. */
export const DetailsRow = styled.tr`
  && td {
    border-top: none;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  @container data-table (max-width: ${CARDS_BELOW}) {
    && { padding: 0; border-top: none; }
    && td { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; }
  }
`;
