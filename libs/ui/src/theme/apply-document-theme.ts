import type { ThemeMode } from './theme-mode';
import type { ColorScheme } from './tokens';
import { withoutTransitions } from './disable-transitions';

/**
 * Mirrors the resolved scheme on <html> (CSS hooks and native form controls), without transitions, and the
 * visitor's choice, which the switcher's pressed option follows (theme-choice-css.ts).
 */
export function applyDocumentTheme(scheme: ColorScheme, choice: ThemeMode): void {
  const root = document.documentElement;
  root.dataset.themeChoice = choice;
  if (root.dataset.theme === scheme && root.style.colorScheme === scheme) return;
  withoutTransitions(() => {
    root.dataset.theme = scheme;
    root.style.colorScheme = scheme;
  });
}
