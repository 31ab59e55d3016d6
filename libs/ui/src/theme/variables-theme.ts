import { cssDeclarations, cssVariables } from './css-variables';
import { darkTheme, lightTheme, type ThemeTokens } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function references<T extends Record<string, string>>(group: T, prefix: string): T {
  return Object.fromEntries(Object.keys(group).map((name) => [name, `var(--${prefix}-${kebab(name)})`])) as T;
}

/**
 * The one theme styled-components renders with, in the browser and in the prerender: colours and shadows
 * are `var(--color-…)` / `var(--shadow-…)` references resolved by schemeVariablesCss() for the scheme on
 * <html data-theme>; the other tokens stay literal (var() is not allowed in media queries). A scheme change
 * only changes data-theme: no component gets another class (docs/decisions/193-hydration-waits-for-one-theme.md).
 */
export const variablesTheme: ThemeTokens = {
  ...lightTheme,
  colors: references(lightTheme.colors, 'color'),
  shadows: references(lightTheme.shadows, 'shadow'),
};

const isSchemeVariable = (name: string) => name.startsWith('--color-') || name.startsWith('--shadow-');

/** The variables of one scheme that variablesTheme refers to, and the scheme of native controls. */
const schemeBlock = (tokens: ThemeTokens) =>
  `${cssDeclarations(Object.fromEntries(Object.entries(cssVariables(tokens)).filter(([name]) => isSchemeVariable(name))))}color-scheme:${tokens.scheme};`;

/** The tokens that do not depend on the scheme, as custom properties for plain CSS. */
export function sharedVariablesCss(): string {
  return cssDeclarations(Object.fromEntries(Object.entries(cssVariables(lightTheme)).filter(([name]) => !isSchemeVariable(name))));
}

/**
 * Both schemes' variables, keyed on the `data-theme` the inline theme script sets before the first paint
 * (and ThemeModeProvider afterwards). Without JavaScript (no data-theme), the device's scheme applies.
 */
export function schemeVariablesCss(): string {
  return (
    `html:not([data-theme=dark]){${schemeBlock(lightTheme)}}` +
    `html[data-theme=dark]{${schemeBlock(darkTheme)}}` +
    `@media (prefers-color-scheme: dark){html:not([data-theme]){${schemeBlock(darkTheme)}}}`
  );
}
