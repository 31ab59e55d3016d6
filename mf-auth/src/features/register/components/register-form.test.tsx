import { authRefusal } from '@club/auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, description, fakeServer, passwordInput, renderPage } from '@club/ui/testing';
import { RegisterForm } from './register-form';

async function fill(user: ReturnType<typeof userEvent.setup>, { password = 'Un-Mot-De-Passe-Long', confirm }: { password?: string; confirm?: string } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Léa');
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');
  await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'lea.martin@example.fr');
  await user.type(passwordInput('Mot de passe'), password);
  await user.type(passwordInput('Confirmation du mot de passe'), confirm ?? password);
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

describe('RegisterForm', () => {
  it('shows the French messages of the contracts and sends nothing', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage(<RegisterForm />);
    await submit(user);

    const firstName = screen.getByRole('textbox', { name: 'Prénom' });
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    expect(description(firstName)).toBe('Le prénom est requis');
    expect(description(screen.getByRole('textbox', { name: 'Nom' }))).toBe('Le nom est requis');
    expect(description(screen.getByRole('textbox', { name: 'Adresse e-mail' }))).toBe("L'adresse e-mail est requise");
    expect(description(passwordInput('Mot de passe'))).toContain('Le mot de passe doit contenir au moins 12 caractères');
    expect(description(passwordInput('Confirmation du mot de passe'))).toBe('Veuillez confirmer le mot de passe');
    expect(document.activeElement).toBe(firstName);
    expect(server.callsTo('/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('refuses a password under 12 characters and two different passwords', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderPage(<RegisterForm />);
    await fill(user, { password: 'court', confirm: 'autre' });
    await submit(user);

    await waitFor(() => expect(description(passwordInput('Mot de passe'))).toContain('Le mot de passe doit contenir au moins 12 caractères'));
    expect(description(passwordInput('Confirmation du mot de passe'))).toBe('Les mots de passe ne correspondent pas');
  });

  it('keeps "Prénom Nom" within the 100 characters of the account name', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage(<RegisterForm />);
    await user.click(screen.getByRole('textbox', { name: 'Prénom' }));
    await user.paste('L'.repeat(50));
    await user.click(screen.getByRole('textbox', { name: 'Nom' }));
    await user.paste('M'.repeat(50));
    await submit(user);
    await waitFor(() => expect(description(screen.getByRole('textbox', { name: 'Nom' }))).toBe('Le prénom et le nom réunis ne peuvent pas dépasser 99 caractères'));
    expect(server.callsTo('/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('creates the account with the names and goes to the account-created page', async () => {
    const server = fakeServer(answer('/api/auth/sign-up/email', 200, { token: null, user: { id: 'u1' } }));
    const user = userEvent.setup();
    const { location } = renderPage(<RegisterForm />, { routes: [{ path: '/auth/account-created', element: <p>Compte créé</p> }] });
    await fill(user);
    await submit(user);

    expect(await screen.findByText('Compte créé')).toBeTruthy();
    expect(location()).toBe('/auth/account-created');
    expect(server.callsTo('/api/auth/sign-up/email')[0]?.body).toEqual({
      name: 'Léa Martin',
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea.martin@example.fr',
      password: 'Un-Mot-De-Passe-Long',
      callbackURL: '/auth/verify/success',
    });
  });

  it('shows the catalogue message when the server refuses', async () => {
    fakeServer(answer('/api/auth/sign-up/email', 422, authRefusal('USER_ALREADY_EXISTS')));
    const user = userEvent.setup();
    renderPage(<RegisterForm />);
    await fill(user);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Cet utilisateur existe déjà');
  });
});
