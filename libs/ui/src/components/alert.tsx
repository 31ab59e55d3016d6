import { styled } from '@club/stack';
import type { MenuIcon as IconShapes } from '@club/contracts';
import type { HTMLAttributes, ReactNode } from 'react';
import { circleCheckIcon, circleXIcon, infoIcon, triangleExclamationIcon } from '../icons/shapes';
import { StrokeIcon } from '../icons/stroke-icon';
import { toneColor, toneTint, type Tone } from './tone';

const ICONS: Record<Tone, IconShapes> = { info: infoIcon, success: circleCheckIcon, warning: triangleExclamationIcon, error: circleXIcon };

const Box = styled.div.withConfig({ shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: Tone }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, tone }) => toneColor(theme, tone)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, tone }) => toneTint(theme, tone)};
  color: ${({ theme }) => theme.colors.text};

  > svg {
    flex-shrink: 0;
    margin-top: 0.125rem;
    color: ${({ theme, tone }) => toneColor(theme, tone)};
  }
`;

const Title = styled.p`
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: Tone;
  title?: ReactNode;
}

/**
 * Errors and warnings are announced at once (role="alert"); info and success politely (role="status").
 * Pass `role` to override, e.g. role={undefined} for a static notice present at page load.
 */
export function Alert({ tone = 'info', title, children, ...rest }: AlertProps) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <Box tone={tone} role={role} {...rest}>
      <StrokeIcon shapes={ICONS[tone]} size={20} />
      <div>
        {title ? <Title>{title}</Title> : null}
        {children}
      </div>
    </Box>
  );
}
