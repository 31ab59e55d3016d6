import { Form, styled } from '@club/stack';
import { compactControlCss } from '@club/ui/forms';

/**
 * A list's search and filters as a GET form (the address keeps them: shareable, back button works):
 * labels above their controls, the submit button on the same line.
 */
export const FilterBar = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  label { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs}; font-weight: 600; }
  input, select {
    ${compactControlCss}
    font: inherit;
    font-weight: 400;
  }
`;
