import { styled } from '@club/stack';
import { toneColor, toneTint, type Tone } from './tone';

export type BadgeTone = Tone | 'neutral';

/** A short status label (e.g. 'En attente'); colour is never the only signal: the text says it. */
export const Badge = styled.span.withConfig({ shouldForwardProp: (prop) => prop !== 'tone' })<{ tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0.125rem ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, tone = 'neutral' }) => (tone === 'neutral' ? theme.colors.surfaceMuted : toneTint(theme, tone))};
  border: 1px solid ${({ theme, tone = 'neutral' }) => (tone === 'neutral' ? theme.colors.border : toneColor(theme, tone))};
`;
