import { resetRuntimeConfigCache } from '@club/federation';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title';

function Page({ title, suffix }: { title: string; suffix?: string }) {
  usePageTitle(title, suffix);
  return null;
}

function inlineSiteConfig(shortName: string) {
  const script = document.createElement('script');
  script.id = 'runtime-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify({
    remotes: {},
    site: {
      name: 'Union Sportive des Coteaux',
      shortName,
      foundedYear: 1940,
      phone: '01 39 52 40 40',
      email: 'contact@us-coteaux.fr',
      address: { venue: 'Complexe sportif', street: '12 avenue du Stade', postalCode: '92500', city: 'Rueil-Malmaison' },
    },
  });
  document.body.append(script);
}

afterEach(() => {
  document.getElementById('runtime-config')?.remove();
  resetRuntimeConfigCache();
  document.title = '';
});

describe('usePageTitle', () => {
  it('suffixes the title with the short name the shell inlined', () => {
    inlineSiteConfig('US Coteaux');
    render(<Page title="Connexion" />);
    expect(document.title).toBe('Connexion — US Coteaux');
  });

  it('shows the title alone when no site config is inlined (a remote run standalone)', () => {
    render(<Page title="Administration" />);
    expect(document.title).toBe('Administration');
  });

  it('prefers the suffix given by the page, and follows a title change', () => {
    inlineSiteConfig('US Coteaux');
    const { rerender } = render(<Page title="Salles" suffix="Administration" />);
    expect(document.title).toBe('Salles — Administration');
    rerender(<Page title="Équipements" suffix="Administration" />);
    expect(document.title).toBe('Équipements — Administration');
  });
});
