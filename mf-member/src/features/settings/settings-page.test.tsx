import { sessionOf } from '@club/auth/testing';
import { answer, fakeServer, json, renderRoutes } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote from '../../routes';

const now = '2026-11-20T10:00:00.000Z';
const sessions = [
  {
    id: 's-u-member',
    token: 'mine',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
    ipAddress: '127.0.0.1',
    createdAt: now,
    updatedAt: now,
    expiresAt: now,
    userId: 'u-member',
  },
  {
    id: 's-other',
    token: 'other',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1',
    ipAddress: '10.0.0.2',
    createdAt: now,
    updatedAt: now,
    expiresAt: now,
    userId: 'u-member',
  },
];

function signedIn(...extra: Parameters<typeof fakeServer>) {
  return signedInAs('member', ...extra);
}

function signedInAs(role: string, ...extra: Parameters<typeof fakeServer>) {
  return fakeServer(
    answer('/api/auth/get-session', 200, sessionOf(role)),
    answer('/api/auth/list-accounts', 200, [{ id: 'a1', providerId: 'credential', accountId: 'u-member' }]),
    answer('/api/auth/list-sessions', 200, sessions),
    ...extra,
    answer('/api/me/session-notice-preferences', 200, { cancelled: true, time: true, room: true, waiting_list: true }),
  );
}

const renderSettings = () =>
  renderRoutes([{ path: '/', children: [...remote.routes, { index: true, element: <p>Accueil du site</p> }] }], { path: '/user/settings' }).router;

describe('/user/settings', () => {
  it('lists the sessions (this one first, marked) and revokes another one by its token', async () => {
    const server = signedIn(answer('/api/auth/revoke-session', 200, { status: true }));
    renderSettings();
    const list = await screen.findByRole('list', { name: 'Mes sessions' });
    const [mine, other] = within(list).getAllByRole('listitem');
    expect(mine?.textContent).toContain('Chrome sur Linux');
    expect(mine?.textContent).toContain('Cette session');
    expect(other?.textContent).toContain('Safari sur iOS');
    expect(other?.textContent).toContain('Adresse : 10.0.0.2');
    await userEvent.setup().click(within(other!).getByRole('button', { name: /Déconnecter la session Safari sur iOS/ }));
    expect(await screen.findByText('Session déconnectée')).toBeTruthy();
    expect(server.callsTo('/api/auth/revoke-session')[0]?.body).toEqual({ token: 'other' });
  });

  // Issue 32: a person whose application is pending or refused keeps every account action, without the members' parts.
  it('shows a person who is not a member yet their account settings, without the session notices', async () => {
    const server = signedInAs('user');
    renderSettings();
    expect(await screen.findByRole('form', { name: 'Changer de mot de passe' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Supprimer mon compte' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Mes sessions' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Avis sur mes séances' })).toBeNull();
    expect(server.callsTo('/api/me/session-notice-preferences')).toHaveLength(0);
  });

  it('turns one kind of session notice off and saves the four choices', async () => {
    const server = signedIn((call) => (call.path === '/api/me/session-notice-preferences' && call.method === 'PUT' ? json(200, call.body) : undefined));
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Avis sur mes séances' });
    const room = within(form).getByRole('checkbox', { name: 'Séance déplacée dans une autre salle ou un autre lieu' }) as HTMLInputElement;
    expect(room.checked).toBe(true);
    const user = userEvent.setup();
    await user.click(room);
    await user.click(within(form).getByRole('button', { name: 'Enregistrer mes avis' }));
    expect(await screen.findByText('Avis par e-mail enregistrés')).toBeTruthy();
    expect(server.callsTo('/api/me/session-notice-preferences').find((call) => call.method === 'PUT')?.body).toEqual({
      cancelled: true,
      time: true,
      room: false,
      waiting_list: true,
    });
  });

  it('refuses a new password under 12 characters before sending it', async () => {
    const server = signedIn();
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Changer de mot de passe' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Mot de passe actuel/), 'Ancien-mot-de-passe');
    await user.type(within(form).getByLabelText(/^Nouveau mot de passe/), 'court');
    await user.type(within(form).getByLabelText(/^Confirmer le nouveau mot de passe/), 'court');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(form).findByText('Le mot de passe doit contenir au moins 12 caractères')).toBeTruthy();
    expect(server.callsTo('/api/auth/change-password')).toHaveLength(0);
  });

  it("shows better-auth's refusal of the current password in French (spec §8)", async () => {
    signedIn(answer('/api/auth/change-password', 400, { code: 'INVALID_PASSWORD', message: 'Mot de passe incorrect', requestId: 'r' }));
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Changer de mot de passe' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Mot de passe actuel/), 'Pas-le-bon-mot-de-passe');
    await user.type(within(form).getByLabelText(/^Nouveau mot de passe/), 'Nouveau-mot-de-passe-2026');
    await user.type(within(form).getByLabelText(/^Confirmer le nouveau mot de passe/), 'Nouveau-mot-de-passe-2026');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(form).findByText('Mot de passe incorrect')).toBeTruthy();
  });

  it('starts two-factor with the password and shows the QR code, the secret and the backup codes', async () => {
    const server = signedIn(
      answer('/api/auth/two-factor/enable', 200, {
        totpURI: 'otpauth://totp/US%20Coteaux:member%40demo.asso.fr?secret=JBSWY3DPEHPK3PXP&issuer=US%20Coteaux',
        backupCodes: ['AAAA-1111', 'BBBB-2222'],
      }),
    );
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Validation en deux étapes' });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: "Activer avec une application d'authentification" }));
    await user.type(within(section).getByLabelText(/^Mot de passe/), 'Demo-Password-2026');
    await user.click(within(section).getByRole('button', { name: 'Continuer' }));
    expect(await within(section).findByRole('img', { name: /QR code/ })).toBeTruthy();
    expect(within(section).getByLabelText('Clé secrète').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(
      within(within(section).getByRole('list', { name: 'Codes de secours' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AAAA-1111', 'BBBB-2222']);
    expect(server.callsTo('/api/auth/two-factor/enable')[0]?.body).toEqual({ password: 'Demo-Password-2026', method: 'totp' });
  });
});
