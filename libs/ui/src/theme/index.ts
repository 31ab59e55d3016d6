// Brings the DefaultTheme augmentation into every program that imports @club/ui (typed `theme` in styled).
import type {} from './styled';
export { GlobalStyle } from './global-style';
export { cssVariables } from './css-variables';
export { themeBootCss, themeInitScript } from './theme-init-script';
export { ThemeModeProvider } from './theme-mode-provider';
export { useThemeMode, type ThemeModeValue } from './theme-mode-context';
export { THEME_STORAGE_KEY, type ThemeMode } from './theme-mode';
export { ThemeSwitcher } from './theme-switcher';
export { darkTheme, lightTheme, themes, type ColorScheme, type ThemeTokens } from './tokens';
