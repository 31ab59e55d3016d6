import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render-page';
import { ThemeModeProvider } from '../theme/theme-mode-provider';
import { Alert } from './alert';
import { Button, ButtonLink } from './button';
import { Cluster, Stack } from './layout';
import { SkipLink } from './skip-link';
import { Spinner } from './spinner';
import { Heading } from './typography';

const renderThemed = (ui: React.ReactNode) => render(<ThemeModeProvider>{ui}</ThemeModeProvider>);

describe('Button', () => {
  it('never submits by accident and keeps style props off the DOM', () => {
    renderThemed(
      <Button variant="danger" size="lg" fullWidth>
        Supprimer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Supprimer' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('variant')).toBe(false);
    expect(button.hasAttribute('size')).toBe(false);
  });

  it('keeps an explicit submit type', () => {
    renderThemed(<Button type="submit">Envoyer</Button>);
    expect(screen.getByRole('button', { name: 'Envoyer' }).getAttribute('type')).toBe('submit');
  });

  it('ButtonLink is a real link', async () => {
    renderPage(
      <ButtonLink to="/contact" variant="secondary">
        Nous contacter
      </ButtonLink>,
    );
    const link = await screen.findByRole('link', { name: 'Nous contacter' });
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.hasAttribute('variant')).toBe(false);
  });
});

describe('Alert', () => {
  it('announces errors and warnings assertively, info and success politely', () => {
    renderThemed(
      <>
        <Alert tone="error" title="Échec">
          Réessayez plus tard.
        </Alert>
        <Alert tone="success">Enregistré.</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('ÉchecRéessayez plus tard.');
    expect(screen.getByRole('status').textContent).toBe('Enregistré.');
  });
});

describe('small pieces', () => {
  it('SkipLink points at the main content', () => {
    renderThemed(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' }).getAttribute('href')).toBe('#contenu-principal');
  });

  it('Heading renders the requested level; Spinner label is read, ring hidden', () => {
    renderThemed(
      <Stack>
        <Heading level={3}>Nos sports</Heading>
        <Cluster>
          <Spinner label="Envoi en cours" />
        </Cluster>
      </Stack>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nos sports' })).toBeTruthy();
    expect(screen.getByText('Envoi en cours')).toBeTruthy();
  });
});
