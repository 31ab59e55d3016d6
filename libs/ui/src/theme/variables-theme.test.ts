import { describe, expect, it } from 'vitest';
import { cssVariables } from './css-variables';
import { darkTheme, lightTheme } from './tokens';
import { schemeVariablesCss, sharedVariablesCss, variablesTheme } from './variables-theme';

const block = (css: string, selector: string) => new RegExp(`${selector.replace(/[[\]()]/g, '\\$&')}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
const variableOf = (value: string) => /^var\((--[a-z-]+)\)$/.exec(value)?.[1] ?? '';
const schemeValues = () => [...Object.values(variablesTheme.colors), ...Object.values(variablesTheme.shadows)];

describe('variablesTheme', () => {
  it('refers to a CSS variable for every colour and shadow, and keeps the other tokens literal', () => {
    const names = Object.keys(cssVariables(lightTheme));
    for (const value of schemeValues()) expect(names).toContain(variableOf(value));
    expect(variablesTheme.breakpoints).toEqual(lightTheme.breakpoints);
    expect(variablesTheme.space).toEqual(lightTheme.space);
    expect(variablesTheme.fontSizes).toEqual(lightTheme.fontSizes);
  });

  it("is resolved by both schemes' variables, keyed on data-theme, the device's scheme without JavaScript", () => {
    const css = schemeVariablesCss();
    expect(block(css, 'html:not([data-theme=dark])')).toContain(`--color-background:${lightTheme.colors.background};`);
    expect(block(css, 'html:not([data-theme=dark])')).toContain('color-scheme:light;');
    expect(block(css, 'html[data-theme=dark]')).toContain(`--color-background:${darkTheme.colors.background};`);
    expect(block(css, 'html[data-theme=dark]')).toContain(`--shadow-md:${darkTheme.shadows.md};`);
    expect(block(css, 'html[data-theme=dark]')).toContain('color-scheme:dark;');
    expect(css).toContain(`@media (prefers-color-scheme: dark){html:not([data-theme]){--color-background:${darkTheme.colors.background};`);
    for (const value of schemeValues()) {
      expect(block(css, 'html[data-theme=dark]')).toContain(`${variableOf(value)}:`);
      expect(block(css, 'html:not([data-theme=dark])')).toContain(`${variableOf(value)}:`);
    }
  });

  it('leaves the tokens shared by both schemes on :root, literal, and no colour there (it would refer to itself)', () => {
    const shared = sharedVariablesCss();
    expect(shared).toContain(`--space-md:${lightTheme.space.md};`);
    expect(shared).toContain(`--layout-max-width:${lightTheme.layout.maxWidth};`);
    expect(shared).not.toMatch(/--(color|shadow)-/);
  });
});
