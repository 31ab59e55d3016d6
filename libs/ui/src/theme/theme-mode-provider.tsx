import { StyledThemeProvider } from '@club/stack';
import { useCallback, useEffect, useInsertionEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../hydration/use-hydrated';
import { applyDocumentTheme } from './apply-document-theme';
import { ThemeModeContext, type ThemeModeValue } from './theme-mode-context';
import { THEME_STORAGE_KEY, isThemeMode, readStoredMode, resolveMode, writeStoredMode, type ThemeMode } from './theme-mode';
import { useSystemScheme } from './use-system-scheme';
import { variablesTheme } from './variables-theme';

/** Follows changes made in another tab: the `storage` event only fires in the other tabs. */
function useModeFromOtherTabs(onChange: (mode: ThemeMode) => void): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
      if (event.storageArea && event.storageArea !== window.localStorage) return;
      // key null = storage cleared; a removed or unknown value falls back to the default.
      onChange(isThemeMode(event.newValue) ? event.newValue : 'system');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [onChange]);
}

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredMode);
  const system = useSystemScheme();
  const resolved = resolveMode(mode, system);
  // The prerendered switcher shows 'system' (the inline theme script already set the stored scheme on <html>).
  const shownMode = useHydrated() ? mode : 'system';

  const setMode = useCallback((next: ThemeMode) => {
    writeStoredMode(next);
    setModeState(next);
  }, []);
  useModeFromOtherTabs(setModeState);

  // Insertion effects run before any layout effect reads styles, so no transition can start first.
  useInsertionEffect(() => applyDocumentTheme(resolved, mode), [resolved, mode]);

  const value = useMemo<ThemeModeValue>(() => ({ mode: shownMode, resolved, setMode }), [shownMode, resolved, setMode]);
  return (
    <ThemeModeContext.Provider value={value}>
      <StyledThemeProvider theme={variablesTheme}>{children}</StyledThemeProvider>
    </ThemeModeContext.Provider>
  );
}
