import { styled, type DefaultTheme } from '@club/stack';

type Space = keyof DefaultTheme['space'];
type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';

interface LayoutProps {
  gap?: Space;
  align?: Align;
  justify?: 'start' | 'center' | 'end' | 'space-between';
}

const LAYOUT_PROPS = new Set(['gap', 'align', 'justify']);
const forwardLayoutProp = (prop: string) => !LAYOUT_PROPS.has(prop);

/** Vertical flow with a token gap between children. */
export const Stack = styled.div.withConfig({ shouldForwardProp: forwardLayoutProp })<LayoutProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, gap = 'md' }) => theme.space[gap]};
  align-items: ${({ align = 'stretch' }) => align};
  justify-content: ${({ justify = 'start' }) => justify};
`;

/** Horizontal group that wraps on narrow screens (buttons, badges, links). */
export const Cluster = styled.div.withConfig({ shouldForwardProp: forwardLayoutProp })<LayoutProps>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, gap = 'sm' }) => theme.space[gap]};
  align-items: ${({ align = 'center' }) => align};
  justify-content: ${({ justify = 'start' }) => justify};
`;
