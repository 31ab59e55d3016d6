import type { ColorScheme } from './tokens';
import { withoutTransitions } from './disable-transitions';

/** Mirrors the resolved scheme on <html> (CSS hooks and native form controls), without transitions. */
export function applyDocumentTheme(scheme: ColorScheme): void {
  const root = document.documentElement;
  if (root.dataset.theme === scheme && root.style.colorScheme === scheme) return;
  withoutTransitions(() => {
    root.dataset.theme = scheme;
    root.style.colorScheme = scheme;
  });
}
