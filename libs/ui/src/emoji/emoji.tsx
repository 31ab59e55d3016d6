import { styled } from '@club/stack';
import emojiFontUrl from './fonts/club-emoji.woff2?url';

const FALLBACK_FAMILY = 'Club Emoji';
const EMOJI_FAMILIES = `"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "${FALLBACK_FAMILY}"`;

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

  font-family: ${EMOJI_FAMILIES}, sans-serif;
  font-style: normal;
  font-weight: 400;
`;

/**
 * People's text that may hold emoji (a comment): the site's font for the letters, then the same emoji fonts
 * as the reactions, so an emoji the device cannot draw takes the fallback instead of an empty box. Built on
 * `Glyph`: one @font-face for the page, whatever mixes of both it shows. `as` picks the element (`p`…).
 */
export const EmojiText = styled(Glyph)`
  font-family: ${({ theme }) => theme.fonts.body.replace(/,\s*sans-serif$/, '')}, ${EMOJI_FAMILIES}, sans-serif;
  font-style: inherit;
  font-weight: inherit;
`;

/**
 * A decorative emoji (its meaning is said in text beside it) drawn by the device's colour emoji font, or,
 * on a device without one (e.g. a bare Linux server's Chromium), by a small subset of Noto Color Emoji
 * (docs/decisions/155-reaction-emoji-fallback-font.md)
 * instead of an empty box. Its own entry (`@club/ui/emoji`), outside the shared one: the remotes that show
 * reactions bundle it, the shell that every page loads does not.
 */
export function Emoji({ children }: { children: string }) {
  return <Glyph aria-hidden="true">{children}</Glyph>;
}
