import { styled } from '@club/stack';
import emojiFontUrl from './fonts/club-emoji.woff2?url';

const FALLBACK_FAMILY = 'Club Emoji';

/** What the fallback font holds: the reaction emoji (`REACTION_TYPE_DETAILS`); `fonts/OFL.txt` says how to remake it. */
export const EMOJI_FALLBACK_CODE_POINTS: readonly number[] = [0x2764, 0xfe0f, 0x1f389, 0x1f44d, 0x1f44f];

// Declared inside the component's styles: written once per page however many emoji it shows (stylis lifts the
// rule to the top level). `unicode-range`: fetched only for these characters, when no font named before has them.
const Glyph = styled.span`
  @font-face {
    font-family: "${FALLBACK_FAMILY}";
    src: url("${emojiFontUrl}") format("woff2");
    unicode-range: ${EMOJI_FALLBACK_CODE_POINTS.map((point) => `U+${point.toString(16).toUpperCase()}`).join(', ')};
    font-display: swap;
  }

  font-family: "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "${FALLBACK_FAMILY}", sans-serif;
  font-style: normal;
  font-weight: 400;
`;

/**
 * A decorative emoji (its meaning is said in text beside it) drawn by the device's colour emoji font, or,
 * on a device without one (e.g. a bare Linux server's Chromium), by an 8.7 KB subset of Noto Color Emoji
 * instead of an empty box. Its own entry (`@club/ui/emoji`), outside the shared one: the remotes that show
 * reactions bundle it, the shell that every page loads does not.
 */
export function Emoji({ children }: { children: string }) {
  return <Glyph aria-hidden="true">{children}</Glyph>;
}
