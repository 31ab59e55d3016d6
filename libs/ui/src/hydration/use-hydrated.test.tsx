import { RouterProvider } from '@club/stack';
import { createMemoryRouter } from '@club/stack/memory-router';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from '../cookie-consent/cookie-banner';
import { mockMatchMedia } from '../testing/match-media';
import { ThemeModeProvider } from '../theme/theme-mode-provider';
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from '../theme/theme-mode';
import { ThemeSwitcher } from '../theme/theme-switcher';
import { useHydrated } from './use-hydrated';

/**
 * Hydrates `ui` over its server markup, as the shell does over a prerendered page. React keeps an attribute
 * that differs without telling production code (it only warns in development): both are failures here.
 */
async function hydrate(ui: ReactNode, beforeHydrating: () => void = () => undefined) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  beforeHydrating();
  const recoverable: unknown[] = [];
  const warnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
  });
  const errors = warnings.mock.calls.map((call) => call.map(String).join(' '));
  warnings.mockRestore();
  return { container, recoverable, errors };
}

const pressed = (container: HTMLElement) => [...container.querySelectorAll('[aria-pressed=true]')].map((button) => button.getAttribute('data-theme-option'));

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
  document.cookie = 'cookieConsent=; path=/; max-age=0';
});

describe('useHydrated', () => {
  it('is false in the render that hydrates, then true', async () => {
    const seen: boolean[] = [];
    function Probe() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return <p>{hydrated ? 'après' : 'avant'}</p>;
    }
    const { container, recoverable } = await hydrate(<Probe />);
    expect(seen.slice(0, 2)).toEqual([false, false]);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('après');
    expect(recoverable).toEqual([]);
  });

  it('a stored theme is pressed once hydrated, the prerendered switcher adopted as it was', async () => {
    mockMatchMedia({ [DARK_SCHEME_QUERY]: false });
    const ui = (
      <ThemeModeProvider>
        <ThemeSwitcher />
      </ThemeModeProvider>
    );
    const hydrated = await hydrate(ui, () => {
      expect(pressed(document.body)).toEqual(['system']);
      window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    });
    expect(hydrated.recoverable).toEqual([]);
    expect(hydrated.errors).toEqual([]);
    expect(pressed(hydrated.container)).toEqual(['dark']);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('the cookie banner, absent from the prerendered page, appears once hydrated', async () => {
    mockMatchMedia({ [DARK_SCHEME_QUERY]: false });
    // The prerender has no banner: rendered for a visitor who had consented, hydrated for one who has not.
    document.cookie = 'cookieConsent=true; path=/';
    const page = (
      <>
        <main>Page</main>
        <CookieBanner />
      </>
    );
    const { container, recoverable, errors } = await hydrate(
      <ThemeModeProvider>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: page }])} />
      </ThemeModeProvider>,
      () => {
        expect(document.querySelector('[aria-label="Consentement aux cookies"]')).toBeNull();
        document.cookie = 'cookieConsent=; path=/; max-age=0';
      },
    );
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(container.querySelector('[aria-label="Consentement aux cookies"]')).not.toBeNull();
  });
});
