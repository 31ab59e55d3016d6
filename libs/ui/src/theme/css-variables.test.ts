import { describe, expect, it } from 'vitest';
import { cssVariables } from './css-variables';
import { lightTheme } from './tokens';

describe('cssVariables', () => {
  it('exposes every token as a kebab-case custom property', () => {
    const variables = cssVariables(lightTheme);
    expect(variables['--color-background']).toBe(lightTheme.colors.background);
    expect(variables['--color-surface-muted']).toBe(lightTheme.colors.surfaceMuted);
    expect(variables['--space-md']).toBe(lightTheme.space.md);
    expect(variables['--font-size-display']).toBe(lightTheme.fontSizes.display);
    expect(variables['--layout-max-width']).toBe(lightTheme.layout.maxWidth);
    const tokenCount = ['colors', 'fonts', 'fontSizes', 'space', 'radii', 'shadows', 'breakpoints', 'layout'].reduce(
      (sum, group) => sum + Object.keys(lightTheme[group as keyof typeof lightTheme] as object).length,
      0,
    );
    expect(Object.keys(variables)).toHaveLength(tokenCount);
  });
});
