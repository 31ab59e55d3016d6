import { css, styled } from '@club/stack';
import { compactControlCss } from '@club/ui/forms';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(15, 20, 27, 0.55);
`;

const panelCss = css`
  width: min(28rem, 100%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Panel = styled.div`
  ${panelCss}
`;

/** The panel of a dialog that is a form: its fields stacked, in the admin kit's compact control look. */
export const FormPanel = styled.form`
  ${panelCss}
  width: min(30rem, 100%);

  label { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs}; font-weight: 600; }
  input, select { ${compactControlCss} }
`;
