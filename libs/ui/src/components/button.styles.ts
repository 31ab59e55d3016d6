import { css, type DefaultTheme } from '@club/stack';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Props consumed by the styles, never forwarded to the DOM (or to react-router's Link). */
const BUTTON_STYLE_PROPS = new Set(['variant', 'size', 'fullWidth']);
export const forwardButtonProp = (prop: string) => !BUTTON_STYLE_PROPS.has(prop);

function variantCss(theme: DefaultTheme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`background: ${colors.primary}; color: ${colors.onPrimary}; border-color: ${colors.primary};
        &:hover:not(:disabled) { background: ${colors.primaryHover}; border-color: ${colors.primaryHover}; color: ${colors.onPrimary}; }`;
    case 'secondary':
      return css`background: ${colors.surface}; color: ${colors.text}; border-color: ${colors.border};
        &:hover:not(:disabled) { background: ${colors.surfaceMuted}; color: ${colors.text}; }`;
    case 'ghost':
      return css`background: transparent; color: ${colors.primary}; border-color: transparent;
        &:hover:not(:disabled) { background: ${colors.surfaceMuted}; color: ${colors.primaryHover}; }`;
    case 'danger':
      return css`background: ${colors.danger}; color: ${colors.onDanger}; border-color: ${colors.danger};
        &:hover:not(:disabled) { filter: brightness(0.92); color: ${colors.onDanger}; }`;
  }
}

const SIZES: Record<ButtonSize, { padding: keyof DefaultTheme['space']; font: keyof DefaultTheme['fontSizes']; height: string }> = {
  sm: { padding: 'sm', font: 'sm', height: '2rem' },
  md: { padding: 'md', font: 'md', height: '2.5rem' },
  lg: { padding: 'lg', font: 'lg', height: '3rem' },
};

export const buttonCss = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ size = 'md' }) => SIZES[size].height};
  padding: 0 ${({ theme, size = 'md' }) => theme.space[SIZES[size].padding]};
  width: ${({ fullWidth }) => (fullWidth ? '100%' : 'auto')};
  font-size: ${({ theme, size = 'md' }) => theme.fontSizes[SIZES[size].font]};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease, color 0.15s ease;
  ${({ theme, variant = 'primary' }) => variantCss(theme, variant)}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
