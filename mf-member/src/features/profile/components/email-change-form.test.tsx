import { answer, fakeServer, renderRoutes } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmailChangeForm } from './email-change-form';

const renderForm = () => {
  renderRoutes([{ path: '/', element: <EmailChangeForm currentEmail="lea@example.fr" /> }]);
  return screen.getByRole('form', { name: "Changer d'adresse e-mail" });
};

async function fill(form: HTMLElement, newEmail: string, password: string) {
  const user = userEvent.setup();
  await user.type(within(form).getByRole('textbox', { name: /Nouvelle adresse e-mail/ }), newEmail);
  if (password) await user.type(within(form).getByLabelText(/Mot de passe actuel/), password);
  await user.click(within(form).getByRole('button', { name: 'Envoyer le lien de confirmation' }));
}

/** ADR 160: the e-mail change of /user/profile asks for the current password, which the server checks. */
describe('EmailChangeForm', () => {
  it('asks for the current password before sending anything', async () => {
    const server = fakeServer();
    const form = renderForm();
    await fill(form, 'nouvelle@example.fr', '');
    expect(await within(form).findByText("Saisissez votre mot de passe actuel pour changer d'adresse e-mail")).toBeTruthy();
    expect(server.callsTo('/api/me/email-change')).toEqual([]);
  });

  it("shows the server's « Mot de passe incorrect » under the password field", async () => {
    fakeServer(
      answer('/api/me/email-change', 400, {
        code: 'INVALID_PASSWORD',
        message: 'Mot de passe incorrect',
        requestId: 'r',
        issues: [{ path: 'currentPassword', message: 'Mot de passe incorrect' }],
      }),
    );
    const form = renderForm();
    await fill(form, 'nouvelle@example.fr', 'Pas-le-bon-mot-de-passe');
    const password = within(form).getByLabelText(/Mot de passe actuel/);
    expect(await within(form).findByText('Mot de passe incorrect')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Vérifiez votre nouvelle adresse')).toBeNull();
  });

  it('sends the new address with the password, then says where the link went', async () => {
    const server = fakeServer(answer('/api/me/email-change', 200, { success: true }));
    const form = renderForm();
    await fill(form, 'nouvelle@example.fr', 'Mot-de-passe-actuel-2026');
    expect(await screen.findByText('Vérifiez votre nouvelle adresse')).toBeTruthy();
    expect(server.callsTo('/api/me/email-change')[0]?.body).toEqual({ newEmail: 'nouvelle@example.fr', currentPassword: 'Mot-de-passe-actuel-2026' });
    expect((within(form).getByLabelText(/Mot de passe actuel/) as HTMLInputElement).value).toBe('');
  });
});
