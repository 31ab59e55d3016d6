import type { DefaultTheme, ToasterProps } from '@club/stack';
import { toneColor, toneTint, type Tone } from '../components/tone';
import { WIDE_POSITION } from './use-toaster-position';

/** Toast constants of spec §9. */
const TOAST_DURATION_MS = 4000;
const TOAST_WIDTH_PX = 356;
const TOAST_GAP_PX = 14;
const TOAST_VISIBLE_COUNT = 1;
const TOAST_HOTKEY = ['altKey', 'KeyT'];

/**
 * sonner 2.0.8 has no props for the swipe threshold (45 px) nor the removal delay (200 ms): they are
 * its internal constants SWIPE_THRESHOLD and TIME_BEFORE_UNMOUNT, whose values are exactly the spec's.
 * The width has no prop either; sonner sets the CSS variable --width to 356 px, which `style` overrides.
 * Re-check these when upgrading sonner.
 */
export const toasterProps = {
  position: WIDE_POSITION,
  visibleToasts: TOAST_VISIBLE_COUNT,
  duration: TOAST_DURATION_MS,
  gap: TOAST_GAP_PX,
  hotkey: TOAST_HOTKEY,
  closeButton: true,
  richColors: true,
  containerAriaLabel: 'Notifications',
  style: { '--width': `${TOAST_WIDTH_PX}px` } as ToasterProps['style'],
  toastOptions: { closeButtonAriaLabel: 'Fermer la notification' },
} satisfies ToasterProps;

const TOAST_TONES: Record<'success' | 'info' | 'warning' | 'error', Tone> = { success: 'success', info: 'info', warning: 'warning', error: 'error' };

/**
 * The toasts' colours from the site's tones: the tone's border around its tint, the body text on it (which keeps the
 * surface's contrast). sonner's own rich colours put its green, blue and orange text below 4.5:1 on their backgrounds.
 */
export function toastColors(theme: DefaultTheme): Record<string, string> {
  return Object.fromEntries(
    Object.entries(TOAST_TONES).flatMap(([type, tone]) => [
      [`--${type}-bg`, toneTint(theme, tone)],
      [`--${type}-border`, toneColor(theme, tone)],
      [`--${type}-text`, theme.colors.text],
    ]),
  );
}
