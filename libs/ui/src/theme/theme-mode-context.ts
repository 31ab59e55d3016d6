import { createContext, useContext } from 'react';
import type { ColorScheme } from './tokens';
import type { ThemeMode } from './theme-mode';

export interface ThemeModeValue {
  /** The visitor's choice. */
  mode: ThemeMode;
  /** The scheme actually shown ('system' resolved against the device). */
  resolved: ColorScheme;
  setMode: (mode: ThemeMode) => void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode doit être utilisé sous <ThemeModeProvider>.');
  return value;
}
