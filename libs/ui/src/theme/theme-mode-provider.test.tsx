import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '../testing/match-media';
import { NO_TRANSITION_ATTRIBUTE } from './disable-transitions';
import { useThemeMode } from './theme-mode-context';
import { ThemeModeProvider } from './theme-mode-provider';
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from './theme-mode';
import { ThemeSwitcher } from './theme-switcher';

function Probe() {
  const { mode, resolved } = useThemeMode();
  return <output aria-label="état du thème">{`${mode}/${resolved}`}</output>;
}

function renderTheme() {
  return render(
    <ThemeModeProvider>
      <Probe />
      <ThemeSwitcher />
    </ThemeModeProvider>,
  );
}

const state = () => screen.getByLabelText('état du thème').textContent;
const root = document.documentElement;
const noTransitionStyles = () => document.head.querySelectorAll(`style[${NO_TRANSITION_ATTRIBUTE}]`);

describe('ThemeModeProvider', () => {
  let media: ReturnType<typeof mockMatchMedia>;
  beforeEach(() => {
    media = mockMatchMedia({ [DARK_SCHEME_QUERY]: false });
  });

  it('defaults to system, resolved against the device', () => {
    media.setMatches(DARK_SCHEME_QUERY, true);
    renderTheme();
    expect(state()).toBe('system/dark');
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(screen.getByRole('button', { name: "Automatique (suit l'appareil)" }).getAttribute('aria-pressed')).toBe('true');
  });

  it('restores the stored choice', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderTheme();
    expect(state()).toBe('dark/dark');
    expect(root.dataset.theme).toBe('dark');
  });

  it('ignores an invalid stored value', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'rose');
    renderTheme();
    expect(state()).toBe('system/light');
  });

  it('follows the OS live in system mode only', async () => {
    renderTheme();
    act(() => media.setMatches(DARK_SCHEME_QUERY, true));
    expect(state()).toBe('system/dark');
    expect(root.dataset.theme).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Clair' }));
    act(() => media.setMatches(DARK_SCHEME_QUERY, false));
    act(() => media.setMatches(DARK_SCHEME_QUERY, true));
    expect(state()).toBe('light/light');
  });

  it('applies a change made in another tab', () => {
    renderTheme();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark', storageArea: window.localStorage }));
    });
    expect(state()).toBe('dark/dark');
    expect(root.dataset.theme).toBe('dark');

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: null, storageArea: window.localStorage }));
    });
    expect(state()).toBe('system/light');
  });

  it('stores the choice made with the switcher', async () => {
    renderTheme();
    const group = screen.getByRole('group', { name: 'Thème' });
    expect(group).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sombre' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Sombre' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Clair' }).getAttribute('aria-pressed')).toBe('false');

    expect(root.dataset.themeChoice).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: "Automatique (suit l'appareil)" }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(root.dataset.themeChoice).toBe('system');
    expect(state()).toBe('system/light');
  });

  it('switches without transitions: the blocking style is inserted, then removed after a frame', async () => {
    // As the inline init script leaves it: mounting then changes nothing, so nothing is blocked.
    root.dataset.theme = 'light';
    root.style.colorScheme = 'light';
    renderTheme();
    expect(noTransitionStyles()).toHaveLength(0);
    act(() => screen.getByRole('button', { name: 'Sombre' }).click());
    expect(root.dataset.theme).toBe('dark');
    const styles = noTransitionStyles();
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('transition:none!important');
    await vi.waitFor(() => expect(noTransitionStyles()).toHaveLength(0));
  });
});
