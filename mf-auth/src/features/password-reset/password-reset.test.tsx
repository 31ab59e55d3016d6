import { authRefusal } from '@club/auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, description, fakeServer, passwordInput, renderPage } from '@club/ui/testing';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

describe('ForgotPasswordPage', () => {
  it('validates the address, then says a link was sent (without telling whether the account exists)', async () => {
    const server = fakeServer(answer('/api/auth/request-password-reset', 200, { status: true }));
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />);
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await user.type(email, 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien de réinitialisation' }));
    await waitFor(() => expect(description(email)).toBe('Adresse e-mail invalide'));
    expect(server.calls).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'lea@example.fr');
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien de réinitialisation' }));
    expect(await screen.findByText(/Si un compte existe avec cette adresse/)).toBeTruthy();
    expect(server.callsTo('/api/auth/request-password-reset')[0]?.body).toEqual({ email: 'lea@example.fr', redirectTo: '/auth/reset-password' });
  });
});

describe('ResetPasswordPage', () => {
  it('explains a link without token', () => {
    fakeServer();
    renderPage(<ResetPasswordPage />, { path: '/auth/reset-password' });
    expect(screen.getByRole('alert').textContent).toContain('Ce lien de réinitialisation est incomplet. Demandez un nouveau lien.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe('/auth/forgot-password');
  });

  it('saves the new password with the token and sends to the login page', async () => {
    const server = fakeServer(answer('/api/auth/reset-password', 200, { status: true }));
    const user = userEvent.setup();
    const { location } = renderPage(<ResetPasswordPage />, {
      path: '/auth/reset-password?token=abc123',
      routes: [{ path: '/auth/login', element: <p>Connexion</p> }],
    });
    await user.type(passwordInput('Nouveau mot de passe'), 'Nouveau-Mot-De-Passe');
    await user.type(passwordInput('Confirmation du mot de passe'), 'Nouveau-Mot-De-Passe');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));

    expect(await screen.findByText('Connexion')).toBeTruthy();
    expect(location()).toBe('/auth/login');
    expect(server.callsTo('/api/auth/reset-password')[0]?.body).toEqual({ token: 'abc123', newPassword: 'Nouveau-Mot-De-Passe' });
    expect(await screen.findByText('Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.')).toBeTruthy();
  });

  it('shows the catalogue message of an invalid token', async () => {
    fakeServer(answer('/api/auth/reset-password', 400, authRefusal('INVALID_TOKEN')));
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { path: '/auth/reset-password?token=perime' });
    await user.type(passwordInput('Nouveau mot de passe'), 'Nouveau-Mot-De-Passe');
    await user.type(passwordInput('Confirmation du mot de passe'), 'Nouveau-Mot-De-Passe');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Token invalide');
  });

  it('explains an error code carried by the link', () => {
    fakeServer();
    renderPage(<ResetPasswordPage />, { path: '/auth/reset-password?error=INVALID_TOKEN' });
    expect(screen.getByRole('alert').textContent).toContain('Token invalide');
  });
});
