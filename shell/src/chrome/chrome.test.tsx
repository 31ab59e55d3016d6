import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG, deployedRemote } from '../testing/demo-config';
import { renderShell } from '../testing/render-shell';

const remote = { default: { routes: [{ index: true, Component: () => <h1>Accueil du club</h1> }] } };

/** The public remote's menu entries, out of order and with one for another menu. */
const config = {
  ...TEST_CONFIG,
  remotes: {
    'mf-public': deployedRemote('mf-public', {
      areas: [{ basePath: '/', layout: 'public', label: 'le site public' }],
      navigation: [
        { to: 'contact', label: 'Contact', menu: 'main', order: 100 },
        { to: '', label: 'Accueil', menu: 'main', order: 0 },
        { to: 'espace', label: 'Hors menu', menu: 'admin' },
      ],
    }),
  },
};

async function renderHome() {
  const view = renderShell({ loadRemote: async () => remote, config });
  await screen.findByRole('heading', { name: 'Accueil du club' });
  return view;
}

describe('site chrome', () => {
  it("shows the association's contact lines, notes and legal links in the footer", async () => {
    await renderHome();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '01 23 45 67 89' }).getAttribute('href')).toBe('tel:+33123456789');
    expect(within(footer).getByRole('link', { name: 'contact@test.asso.fr' }).getAttribute('href')).toBe('mailto:contact@test.asso.fr');
    expect(within(footer).getByText('Complexe sportif municipal du Parc')).toBeTruthy();
    expect(within(footer).getByText('1 rue du Stade')).toBeTruthy();
    expect(within(footer).getByText('75001 Paris')).toBeTruthy();
    expect(within(footer).getByText('Conforme RGPD')).toBeTruthy();
    expect(within(footer).getByText('Association Loi 1901')).toBeTruthy();
    const links = Object.fromEntries(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toMatchObject({
      "Conditions d'utilisation": '/terms',
      'Politique de confidentialité': '/privacy',
      'Contact & Mentions légales': '/contact',
    });
  });

  it("composes the main menu from the manifest's entries, in order, with a theme switcher", async () => {
    await renderHome();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Accueil', '/'],
      ['Contact', '/contact'],
    ]);
    expect(screen.getByRole('group', { name: 'Thème' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'US Test' }).getAttribute('href')).toBe('/');
  });

  it('starts with a skip link to the main landmark', async () => {
    await renderHome();
    const skip = screen.getByRole('link', { name: 'Aller au contenu principal' });
    expect(skip.getAttribute('href')).toBe('#contenu-principal');
    expect(screen.getByRole('main').id).toBe('contenu-principal');
  });

  it('opens and closes the mobile menu with its button and Escape', async () => {
    await renderHome();
    // jsdom applies no media query: the button is the narrow-screen one, hidden by the wide-screen style.
    const button = screen.getAllByRole('button', { hidden: true }).find((candidate) => candidate.textContent === 'Menu') as HTMLElement;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.dataset.open).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
