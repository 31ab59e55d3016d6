import type { ThemeTokens } from './tokens';

type TokenGroup = Exclude<keyof ThemeTokens, 'scheme'>;

/** CSS custom property prefix of each token group: colors.surfaceMuted → --color-surface-muted. */
const PREFIXES: Record<TokenGroup, string> = {
  colors: 'color',
  fonts: 'font',
  fontSizes: 'font-size',
  space: 'space',
  radii: 'radius',
  shadows: 'shadow',
  breakpoints: 'breakpoint',
  layout: 'layout',
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every token as a CSS custom property, for plain CSS and for code outside styled-components. */
export function cssVariables(tokens: ThemeTokens): Record<string, string> {
  const entries = (Object.keys(PREFIXES) as TokenGroup[]).flatMap((group) =>
    Object.entries(tokens[group]).map(([name, value]) => [`--${PREFIXES[group]}-${kebab(name)}`, value] as const),
  );
  return Object.fromEntries(entries);
}

export function cssDeclarations(variables: Record<string, string>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
}
