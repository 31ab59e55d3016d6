import type { ColorScheme } from './tokens';

/** What the visitor chose; 'system' follows the device (spec §4). */
export type ThemeMode = ColorScheme | 'system';

/** localStorage key of the chosen mode (spec §9). */
export const THEME_STORAGE_KEY = 'theme';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** Storage can throw (blocked cookies, private mode): the theme must never break the page. */
export function readStoredMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function writeStoredMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // The choice still applies to this page; it just will not survive a reload.
  }
}

export function resolveMode(mode: ThemeMode, system: ColorScheme): ColorScheme {
  return mode === 'system' ? system : mode;
}
