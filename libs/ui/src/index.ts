/**
 * @club/ui — the design system and the providers around every screen. A federation shared singleton
 * (one copy per page): keep this entry free of form libraries; form fields live in '@club/ui/forms'.
 */
export * from './components';
export * from './cookie-consent';
export * from './feedback';
export * from './hydration';
export * from './icons';
export * from './page-title';
export * from './providers';
export * from './site-config';
export * from './theme';
/**
 * @deprecated Use the formatters of '@club/ui/dates' (ADR 175). Kept for the remote versions published before it moved there
 * (2026-11-27), which take it from the shell's copy of this entry: a rollback to one of them must still work.
 */
export { formatDate } from './format/format-date';
