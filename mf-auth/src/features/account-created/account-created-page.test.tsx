import { createAppQueryClient } from '@club/ui';
import { renderPage } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountCreatedPage } from './account-created-page';

describe('AccountCreatedPage', () => {
  it('tells to check the mailbox, in words true for a new and for an already known address', () => {
    renderPage(<AccountCreatedPage />, {
      path: { pathname: '/auth/account-created', state: { email: 'lea@example.fr' } },
      queryClient: createAppQueryClient(),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte de réception' })).toBeTruthy();
    expect(screen.getByText('lea@example.fr')).toBeTruthy();
    expect(screen.getByText(/Vous aviez déjà un compte avec cette adresse/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à la connexion' }).getAttribute('href')).toBe('/auth/login');
  });
});
