import { variablesTheme } from './variables-theme';

/**
 * The switcher's pressed option follows <html data-theme-choice> (the stored choice, set by the inline theme
 * script before the first paint and by ThemeModeProvider afterwards): a prerendered page shows a visitor's
 * 'Clair' or 'Sombre' from the first paint, although it was rendered, and is hydrated, with 'Automatique'
 * pressed ('Automatique' chosen: the switcher's own pressed style). The switcher's hover rule is more specific
 * than these: an option not chosen still takes the text's colour under the pointer.
 */
export function themeChoiceCss(): string {
  const { primary, onPrimary, textMuted } = variablesTheme.colors;
  const choices = ['light', 'dark'] as const;
  const chosen = choices.map((choice) => `html[data-theme-choice=${choice}] [data-theme-option=${choice}]`).join(',');
  const others = choices.map((choice) => `html[data-theme-choice=${choice}] [data-theme-option]:not([data-theme-option=${choice}])`).join(',');
  return `${chosen}{background:${primary};color:${onPrimary}}${others}{background:transparent;color:${textMuted}}`;
}
