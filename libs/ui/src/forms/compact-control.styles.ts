import { css } from '@club/stack';

/** Small inputs and selects (list filters, search, opening times): tighter than this entry's form fields. */
export const compactControlCss = css`
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;
