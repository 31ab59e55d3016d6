import { styled, type DefaultTheme } from '@club/stack';
import type { HTMLAttributes } from 'react';

type FontSize = keyof DefaultTheme['fontSizes'];
type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const HEADING_SIZES: Record<HeadingLevel, FontSize> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'md', 6: 'sm' };

const StyledHeading = styled.h2.withConfig({ shouldForwardProp: (prop) => prop !== 'size' })<{ size: FontSize }>`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme, size }) => theme.fontSizes[size]};
  font-weight: 700;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.text};
`;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (h1…h6); the visual size is separate. */
  level?: HeadingLevel;
  size?: FontSize;
}

export function Heading({ level = 2, size, ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} size={size ?? HEADING_SIZES[level]} {...rest} />;
}

interface TextStyleProps {
  size?: FontSize;
  muted?: boolean;
  weight?: 400 | 600 | 700;
}

const TEXT_PROPS = new Set(['size', 'muted', 'weight']);

/** Body text; `as="span"` for inline use. */
export const Text = styled.p.withConfig({ shouldForwardProp: (prop) => !TEXT_PROPS.has(prop) })<TextStyleProps>`
  font-size: ${({ theme, size = 'md' }) => theme.fontSizes[size]};
  font-weight: ${({ weight = 400 }) => weight};
  color: ${({ theme, muted }) => (muted ? theme.colors.textMuted : 'inherit')};
  line-height: 1.6;
`;
