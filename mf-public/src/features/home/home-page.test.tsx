import { fakeServer, renderPage, TEST_SITE } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('introduces the association from the runtime site config', async () => {
    renderPage(<HomePage />, { site: TEST_SITE });

    expect(await screen.findByRole('heading', { level: 1, name: 'Le sport pour tous, depuis 1940' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/L'association Union Sportive de Test-sur-Marne accueille enfants, adultes et seniors/)).toBeTruthy();
    expect(screen.getByText(/Association loi 1901 · Test-sur-Marne/)).toBeTruthy();
    expect(document.title).toBe('Accueil — USTM');
  });

  it('presents its history, its sections as admins edit them and how to join', async () => {
    const server = fakeServer((call) =>
      call.path === '/api/public/site/sections?heading=3'
        ? new Response(
            '<ul class="section-cards"><li><h3><a href="/sections/judo">Judo</a></h3></li><li><h3><a href="/sections/natation">Natation</a></h3></li></ul>',
          )
        : undefined,
    );
    renderPage(<HomePage />, { site: TEST_SITE });

    const about = await screen.findByRole('region', { name: /^Qui sommes-nous\s\?$/ });
    expect(within(about).getByText(/Fondée en 1940 à Test-sur-Marne/)).toBeTruthy();

    const sections = screen.getByRole('region', { name: 'Nos sections sportives' });
    expect(await within(sections).findByRole('link', { name: 'Judo' })).toBeTruthy();
    const sportNames = within(sections)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(sportNames).toEqual(['Judo', 'Natation']);
    expect(within(sections).getByRole('link', { name: 'Toutes les sections, leurs horaires et leurs contacts' }).getAttribute('href')).toBe('/sections');
    expect(server.requested()).toContain('GET /api/public/site/sections?heading=3');

    const join = screen.getByRole('region', { name: /^Comment adhérer\s\?$/ });
    expect(within(join).getByRole('heading', { name: 'Créez votre compte' })).toBeTruthy();
    expect(within(join).getByRole('link', { name: 'Créer mon compte' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.getByRole('link', { name: 'Devenir adhérent' }).getAttribute('href')).toBe('/auth/register');
  });

  it('ends with the contact lines of the association', async () => {
    renderPage(<HomePage />, { site: TEST_SITE });

    const contact = await screen.findByRole('region', { name: /^Une question\s\?$/ });
    expect(within(contact).getByRole('link', { name: '01 02 03 04 05' }).getAttribute('href')).toBe('tel:+33102030405');
    expect(within(contact).getByRole('link', { name: 'contact@ustm.test' }).getAttribute('href')).toBe('mailto:contact@ustm.test');
    expect(within(contact).getByText('Complexe sportif Jean-Moulin, 5 allée des Sports, 94000 Test-sur-Marne')).toBeTruthy();
    expect(
      within(contact)
        .getByRole('link', { name: /formulaire de contact/ })
        .getAttribute('href'),
    ).toBe('/contact');
  });
});
