import type { ToasterProps } from '@club/stack';
import { useMediaQuery } from '../media/use-media-query';

/** Phones: a form's buttons sit at the bottom of the screen, where sonner would lay its toasts across the whole width. */
export const NARROW_SCREEN_QUERY = '(max-width: 640px)';

type Position = NonNullable<ToasterProps['position']>;
/** Spec §9's place on a wide screen; at the top, centred, on a phone (issue 32: toasts covered the submit buttons). */
export const WIDE_POSITION: Position = 'bottom-right';
const NARROW_POSITION: Position = 'top-center';

/** Where the toasts go, following the screen's width live (a phone turned sideways). */
export function useToasterPosition(): Position {
  return useMediaQuery(NARROW_SCREEN_QUERY) ? NARROW_POSITION : WIDE_POSITION;
}
