import type { DefaultTheme } from '@club/stack';

export type Tone = 'info' | 'success' | 'warning' | 'error';

/** The token colour of a tone ('error' is the `danger` token). */
export function toneColor(theme: DefaultTheme, tone: Tone): string {
  return tone === 'error' ? theme.colors.danger : theme.colors[tone];
}

/** A faint tint of the tone on the surface; body text on it keeps the surface's contrast. */
export function toneTint(theme: DefaultTheme, tone: Tone): string {
  return `color-mix(in srgb, ${toneColor(theme, tone)} 12%, ${theme.colors.surface})`;
}
