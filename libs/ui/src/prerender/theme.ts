import { variablesTheme } from '../theme/variables-theme';

/**
 * The switcher is prerendered with 'Automatique' pressed (and hydrated so); a visitor who chose 'Clair' or
 * 'Sombre' must see that choice from the first paint, not once the page is hydrated: the inline theme script
 * puts the stored choice on <html> (data-theme-choice), these rules follow it. Once hydrated, the switcher
 * presses the stored choice itself, and these rules agree with it.
 */
export function prerenderedSwitcherCss(): string {
  const { primary, onPrimary, textMuted } = variablesTheme.colors;
  const choices = ['light', 'dark'] as const;
  const chosen = choices.map((choice) => `html[data-theme-choice=${choice}] [data-theme-option=${choice}]`).join(',');
  const others = choices.map((choice) => `html[data-theme-choice=${choice}] [data-theme-option]:not([data-theme-option=${choice}])`).join(',');
  return `${chosen}{background:${primary};color:${onPrimary}}${others}{background:transparent;color:${textMuted}}`;
}
