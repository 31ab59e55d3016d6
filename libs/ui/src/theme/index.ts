// Brings the DefaultTheme augmentation into every program that imports @club/ui (typed `theme` in styled).
import type {} from './styled';
export { GlobalStyle } from './global-style';
export { useThemeMode, type ThemeModeValue } from './theme-mode-context';
export type { ThemeMode } from './theme-mode';
export { ThemeSwitcher } from './theme-switcher';
export type { ColorScheme, ThemeTokens } from './tokens';
