import { Link, styled } from '@club/stack';
import { buttonCss, forwardButtonProp, type ButtonStyleProps } from './button.styles';

export type { ButtonSize, ButtonVariant } from './button.styles';

/**
 * Variants primary/secondary/ghost/danger, sizes sm/md/lg. `type` defaults to "button" so a button
 * never submits a form by accident; styled-components' `as` still works for other elements.
 */
export const Button = styled.button
  .withConfig({ shouldForwardProp: forwardButtonProp })
  .attrs<ButtonStyleProps>(({ type }) => ({ type: type ?? 'button' }))<ButtonStyleProps>`
  ${buttonCss}
`;

/** A react-router link that looks like a button (navigation stays a link for assistive tech). */
export const ButtonLink = styled(Link).withConfig({ shouldForwardProp: forwardButtonProp })<ButtonStyleProps>`
  ${buttonCss}
`;
