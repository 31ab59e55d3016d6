import { REACTION_TYPE_DETAILS } from '@club/contracts';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeModeProvider } from '../theme/theme-mode-provider';
import { Emoji, EMOJI_FALLBACK_CODE_POINTS } from './emoji';

const pageCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

describe('Emoji', () => {
  it('holds every reaction emoji in its fallback font (a new reaction needs the subset remade: fonts/OFL.txt)', () => {
    for (const { emoji } of Object.values(REACTION_TYPE_DETAILS)) {
      for (const character of emoji) expect(EMOJI_FALLBACK_CODE_POINTS, emoji).toContain(character.codePointAt(0));
    }
  });

  it("is hidden from screen readers and declares the fallback font for its characters only, after the devices' own", () => {
    const { container } = render(
      <ThemeModeProvider>
        <Emoji>👍</Emoji>
        <Emoji>🎉</Emoji>
      </ThemeModeProvider>,
    );
    const glyph = container.querySelector('span');
    expect(glyph?.textContent).toBe('👍');
    expect(glyph?.getAttribute('aria-hidden')).toBe('true');
    const css = pageCss();
    expect(css.match(/@font-face/g), 'one declaration, however many emoji').toHaveLength(1);
    expect(css, 'at the top level, not inside a class').toMatch(/(^|\})\s*@font-face/);
    expect(css).toMatch(
      /@font-face\s*\{[^}]*font-family:\s*"Club Emoji"[^}]*club-emoji[^}]*\.woff2[^}]*unicode-range:\s*U\+2764,\s*U\+FE0F,\s*U\+1F389,\s*U\+1F44D,\s*U\+1F44F;/,
    );
    expect(css).toMatch(/font-family:\s*"Apple Color Emoji",\s*"Segoe UI Emoji",\s*"Noto Color Emoji",\s*"Club Emoji",\s*sans-serif/);
  });
});
