import { styled } from '@club/stack';

/**
 * A week as one row per day, Monday first, the day on the left and its entries side by side: the admin's
 * content column (~55rem) is too narrow for seven readable columns. Used by the room plannings and the
 * training-session weeks.
 */
export const WeekDays = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

export const WeekDay = styled.li.withConfig({ shouldForwardProp: (prop) => prop !== 'today' })<{ today: boolean }>`
  display: grid;
  grid-template-columns: 10rem 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme, today }) => (today ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; line-height: 1.3; }
  h3 span { display: block; }
  h3 span:first-child::first-letter { text-transform: uppercase; }
  h3 span + span { font-weight: 400; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** A day's entries: a wrapping row, as a list without bullets. */
export const WeekDayEntries = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One entry; a muted one (cancelled) loses its coloured edge. */
export const WeekDayEntry = styled.li.withConfig({ shouldForwardProp: (prop) => prop !== 'muted' })<{ muted?: boolean }>`
  flex: 1 1 16rem;
  max-width: 26rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme, muted }) => (muted ? theme.colors.border : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  /* A word longer than the line is hyphenated where French allows rather than cut anywhere. */
  hyphens: auto;

  button, a { white-space: nowrap; }
`;
