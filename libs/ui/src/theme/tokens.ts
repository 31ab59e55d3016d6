/** Design tokens of the association's site; every colour pair meets WCAG AA contrast. */
export type ColorScheme = 'light' | 'dark';

export interface ThemeTokens {
  scheme: ColorScheme;
  colors: {
    background: string;
    surface: string;
    surfaceMuted: string;
    text: string;
    textMuted: string;
    border: string;
    primary: string;
    primaryHover: string;
    onPrimary: string;
    accent: string;
    danger: string;
    /** Text on a `danger` background (white on the light red, dark on the light dark-mode red). */
    onDanger: string;
    success: string;
    warning: string;
    info: string;
    focus: string;
  };
  fonts: { body: string; heading: string };
  fontSizes: { sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
  space: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { sm: string; md: string };
  breakpoints: { sm: string; md: string; lg: string };
  layout: { maxWidth: string };
}

const shared = {
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem', display: 'clamp(2rem, 5vw, 3.25rem)' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px' },
  layout: { maxWidth: '1120px' },
} satisfies Omit<ThemeTokens, 'scheme' | 'colors' | 'shadows'>;

export const lightTheme: ThemeTokens = {
  ...shared,
  scheme: 'light',
  colors: {
    background: '#f7f8fa',
    surface: '#ffffff',
    surfaceMuted: '#eef1f5',
    text: '#16202c',
    textMuted: '#4b5868',
    border: '#d5dbe3',
    primary: '#1f4fa3',
    primaryHover: '#183f84',
    onPrimary: '#ffffff',
    accent: '#c2410c',
    danger: '#b42318',
    onDanger: '#ffffff',
    success: '#157f3b',
    warning: '#a15c07',
    info: '#1f4fa3',
    focus: '#f59e0b',
  },
  shadows: { sm: '0 1px 2px rgba(16, 24, 40, 0.08)', md: '0 8px 24px rgba(16, 24, 40, 0.12)' },
};

export const darkTheme: ThemeTokens = {
  ...shared,
  scheme: 'dark',
  colors: {
    background: '#0f141b',
    surface: '#18202b',
    surfaceMuted: '#222c39',
    text: '#e8edf3',
    textMuted: '#a9b4c2',
    border: '#334155',
    primary: '#7aa7f5',
    primaryHover: '#9bbdf8',
    onPrimary: '#0b1220',
    accent: '#fb923c',
    danger: '#f87171',
    onDanger: '#0b1220',
    success: '#4ade80',
    warning: '#fbbf24',
    info: '#7aa7f5',
    focus: '#fbbf24',
  },
  shadows: { sm: '0 1px 2px rgba(0, 0, 0, 0.4)', md: '0 8px 24px rgba(0, 0, 0, 0.5)' },
};
