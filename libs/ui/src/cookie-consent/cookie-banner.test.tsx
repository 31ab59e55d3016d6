import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page';
import { COOKIE_BANNER_EXIT_DELAY_MS } from './consent-cookie';
import { CookieBanner } from './cookie-banner';

const TEXT = 'Pour assurer son bon fonctionnement, le site utilise des cookies. En continuant votre navigation, vous acceptez leur utilisation.';

const clearCookies = () => {
  document.cookie = 'cookieConsent=; path=/; max-age=0';
};
const banner = () => screen.queryByRole('region', { name: 'Consentement aux cookies' });

describe('CookieBanner', () => {
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    vi.useRealTimers();
  });

  it('shows the exact text, both buttons and the learn-more link to /privacy', async () => {
    renderPage(<CookieBanner />);
    const region = await screen.findByRole('region', { name: 'Consentement aux cookies' });
    expect(region.textContent).toContain(TEXT);
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accepter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'En savoir plus' }).getAttribute('href')).toBe('/privacy');
  });

  it('stays hidden when consent was given before', async () => {
    document.cookie = 'cookieConsent=true; path=/';
    renderPage(
      <>
        <p>Contenu de la page</p>
        <CookieBanner />
      </>,
    );
    await screen.findByText('Contenu de la page');
    expect(banner()).toBeNull();
  });

  it('accept stores the cookie, calls back, slides out and is gone after 700 ms', async () => {
    const onAccept = vi.fn();
    renderPage(<CookieBanner onAccept={onAccept} />);
    await screen.findByRole('region', { name: 'Consentement aux cookies' });
    vi.useFakeTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(document.cookie).toContain('cookieConsent=true');
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(banner()?.getAttribute('data-state')).toBe('leaving');

    act(() => vi.advanceTimersByTime(COOKIE_BANNER_EXIT_DELAY_MS - 1));
    expect(banner()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).toBeNull();
  });

  it('decline stores nothing, calls back, hides, and the banner returns on the next visit', async () => {
    const onDecline = vi.fn();
    const first = renderPage(<CookieBanner onDecline={onDecline} />);
    await screen.findByRole('region', { name: 'Consentement aux cookies' });
    vi.useFakeTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('cookieConsent');
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_EXIT_DELAY_MS));
    expect(banner()).toBeNull();

    vi.useRealTimers();
    first.unmount();
    renderPage(<CookieBanner />);
    expect(await screen.findByRole('region', { name: 'Consentement aux cookies' })).toBeTruthy();
  });

  it('writes a long-lived, site-wide, SameSite=Lax cookie', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    renderPage(<CookieBanner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter' }));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^cookieConsent=true; path=\/; max-age=(\d+); SameSite=Lax$/);
    expect(Number(/max-age=(\d+)/.exec(writes[0] ?? '')?.[1])).toBeGreaterThanOrEqual(10 * 365 * 24 * 3600);
  });

  it('hides at once when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    renderPage(<CookieBanner />);
    const accept = await screen.findByRole('button', { name: 'Accepter' });
    vi.useFakeTimers();
    fireEvent.click(accept);
    act(() => vi.advanceTimersByTime(0));
    expect(banner()).toBeNull();
  });
});
