import { cssDeclarations, cssVariables } from '../theme/css-variables';
import { darkTheme, lightTheme, type ThemeTokens } from '../theme/tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function references<T extends Record<string, string>>(group: T, prefix: string): T {
  return Object.fromEntries(Object.keys(group).map((name) => [name, `var(--${prefix}-${kebab(name)})`])) as T;
}

/**
 * The theme a prerender renders with: colours and shadows are `var(--color-…)` / `var(--shadow-…)`
 * references, resolved by prerenderThemeCss() for the scheme the inline theme script put on <html>
 * before the first paint; the other tokens stay literal (var() is not allowed in media queries).
 */
export const prerenderTheme: ThemeTokens = {
  ...lightTheme,
  colors: references(lightTheme.colors, 'color'),
  shadows: references(lightTheme.shadows, 'shadow'),
};

/** The variables prerenderTheme refers to (the others are literal in the global style's `:root`). */
const schemeVariables = (tokens: ThemeTokens) =>
  Object.fromEntries(Object.entries(cssVariables(tokens)).filter(([name]) => name.startsWith('--color-') || name.startsWith('--shadow-')));

const schemeBlock = (tokens: ThemeTokens) => `${cssDeclarations(schemeVariables(tokens))}color-scheme:${tokens.scheme};`;

/**
 * Both schemes' variables, keyed on the `data-theme` the inline script sets. They win over the
 * `:root` block of the global style rendered with prerenderTheme (whose colour variables would refer
 * to themselves) by specificity. Without JavaScript (no data-theme), the device's scheme applies.
 */
export function prerenderThemeCss(): string {
  return (
    `html:not([data-theme=dark]){${schemeBlock(lightTheme)}}` +
    `html[data-theme=dark]{${schemeBlock(darkTheme)}}` +
    `@media (prefers-color-scheme: dark){html:not([data-theme]){${schemeBlock(darkTheme)}}}` +
    themeChoiceCss()
  );
}

/**
 * The switcher is prerendered with 'Automatique' pressed; a visitor who chose 'Clair' or 'Sombre' must see
 * that choice from the first paint, not when the app takes over: the inline theme script puts the
 * stored choice on <html> (data-theme-choice), these rules follow it (they go with the prerender's
 * <style>, removed once the app has rendered the switcher itself).
 */
function themeChoiceCss(): string {
  const { primary, onPrimary, textMuted } = prerenderTheme.colors;
  const choices = ['light', 'dark'] as const;
  const chosen = choices.map((choice) => `html[data-theme-choice=${choice}] [data-theme-option=${choice}]`).join(',');
  const others = choices.map((choice) => `html[data-theme-choice=${choice}] [data-theme-option]:not([data-theme-option=${choice}])`).join(',');
  return `${chosen}{background:${primary};color:${onPrimary}}${others}{background:transparent;color:${textMuted}}`;
}
