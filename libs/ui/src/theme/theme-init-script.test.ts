import { afterEach, describe, expect, it } from 'vitest';
import { mockMatchMedia } from '../testing/match-media';
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from './theme-mode';
import { themeBootCss, themeInitScript } from './theme-init-script';
import { darkTheme } from './tokens';

const runScript = () => new Function(themeInitScript)();
const root = document.documentElement;

describe('themeInitScript', () => {
  afterEach(() => {
    root.removeAttribute('data-theme');
    root.removeAttribute('data-theme-choice');
  });

  it('applies the stored choice before React', () => {
    mockMatchMedia({ [DARK_SCHEME_QUERY]: false });
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runScript();
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.themeChoice).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('resolves system (or nothing stored) against the device', () => {
    mockMatchMedia({ [DARK_SCHEME_QUERY]: true });
    window.localStorage.setItem(THEME_STORAGE_KEY, 'system');
    runScript();
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.themeChoice).toBe('system');
    window.localStorage.removeItem(THEME_STORAGE_KEY);
    mockMatchMedia({ [DARK_SCHEME_QUERY]: false });
    runScript();
    expect(root.dataset.theme).toBe('light');
    expect(root.dataset.themeChoice).toBe('system');
  });

  it('ships boot colours for both schemes', () => {
    expect(themeBootCss).toContain(`html[data-theme="dark"]{background-color:${darkTheme.colors.background}`);
  });
});
