import { describe, expect, it } from 'vitest';
import { themeChoiceCss } from './theme-choice-css';

describe('themeChoiceCss', () => {
  it('presses the option of a stored light or dark choice on <html>, with the theme variables, and releases the others', () => {
    const css = themeChoiceCss();
    for (const choice of ['light', 'dark']) {
      expect(css).toContain(`html[data-theme-choice=${choice}] [data-theme-option=${choice}]`);
      expect(css).toContain(`html[data-theme-choice=${choice}] [data-theme-option]:not([data-theme-option=${choice}])`);
    }
    expect(css).toContain('{background:var(--color-primary);color:var(--color-on-primary)}');
    expect(css).toContain('{background:transparent;color:var(--color-text-muted)}');
    expect(css).not.toContain('system');
  });
});
