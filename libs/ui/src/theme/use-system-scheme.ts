import { useMediaQuery } from '../media/use-media-query';
import type { ColorScheme } from './tokens';
import { DARK_SCHEME_QUERY } from './theme-mode';

/** The device's colour scheme, updated live when the OS setting changes. */
export function useSystemScheme(): ColorScheme {
  return useMediaQuery(DARK_SCHEME_QUERY) ? 'dark' : 'light';
}
