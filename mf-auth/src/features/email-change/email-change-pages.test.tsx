import { sessionOf } from '@club/auth/testing';
import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, renderRoutes } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote from '../../routes';
import { linkToken } from './api/link-token';

const TOKEN = 'Ab3_-'.repeat(8).concat('xyz');

/** The remote's real routes, as the shell mounts them at `/`. */
const renderRoute = (path: string) => renderRoutes([{ path: '/', children: remote.routes }], { path, queryClient: createAppQueryClient() }).router;

describe('linkToken', () => {
  it('takes a well-formed token and nothing else', () => {
    expect(linkToken(new URLSearchParams(`token=${TOKEN}`))).toBe(TOKEN);
    for (const search of ['', 'token=', 'token=court', `token=${TOKEN}&utm=x`, `token=${TOKEN}&token=${TOKEN}`])
      expect(linkToken(new URLSearchParams(search))).toBeNull();
  });
});

describe('/email-change/confirm (ADR 160)', () => {
  it('confirms on a click, then says which address the account uses', async () => {
    const server = fakeServer(
      answer('/api/email-change/confirm', 200, { success: true, data: { email: 'nouvelle@example.fr' } }),
      answer('/api/auth/get-session', 200, sessionOf('member')),
    );
    renderRoute(`/email-change/confirm?token=${TOKEN}`);
    expect(server.callsTo('/api/email-change/confirm')).toEqual([]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirmer ma nouvelle adresse' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Adresse e-mail confirmée' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain("désormais l'adresse nouvelle@example.fr :");
    expect(server.callsTo('/api/email-change/confirm')[0]?.body).toEqual({ token: TOKEN });
  });

  it("shows the API's French refusal of a used or expired link", async () => {
    fakeServer(
      answer('/api/email-change/confirm', 410, { code: 'LINK_EXPIRED', message: 'Ce lien de confirmation a expiré.', requestId: 'r' }),
      answer('/api/auth/get-session', 200, null),
    );
    renderRoute(`/email-change/confirm?token=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirmer ma nouvelle adresse' }));
    expect(await screen.findByText('Ce lien de confirmation a expiré.')).toBeTruthy();
  });

  it('says a damaged link is damaged, without calling the API', async () => {
    const server = fakeServer(answer('/api/auth/get-session', 200, null));
    renderRoute('/email-change/confirm?token=abc');
    expect(await screen.findByText(/Ce lien est incomplet/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(server.callsTo('/api/email-change/confirm')).toEqual([]);
  });
});

describe('/email-change/undo (ADR 160)', () => {
  it('undoes only on a click of the red button, then tells the person to reset their password', async () => {
    const server = fakeServer(answer('/api/email-change/undo', 200, { success: true }), answer('/api/auth/get-session', 200, null));
    renderRoute(`/email-change/undo?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Annuler le changement et tout déconnecter' });
    expect(server.callsTo('/api/email-change/undo')).toEqual([]);
    await userEvent.setup().click(button);
    expect(await screen.findByRole('heading', { level: 1, name: "Changement d'adresse annulé" })).toBeTruthy();
    expect(screen.getByText(/toutes les sessions ouvertes ont été déconnectées/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Réinitialiser mon mot de passe' }).getAttribute('href')).toBe('/auth/forgot-password');
    expect(server.callsTo('/api/email-change/undo')[0]?.body).toEqual({ token: TOKEN });
  });

  it('shows the refusal of a link that already served', async () => {
    fakeServer(
      answer('/api/email-change/undo', 404, { code: 'NOT_FOUND', message: "Ce lien d'annulation n'est pas valide : il a peut-être déjà servi.", requestId: 'r' }),
      answer('/api/auth/get-session', 200, null),
    );
    renderRoute(`/email-change/undo?token=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Annuler le changement et tout déconnecter' }));
    expect(await screen.findByText("Ce lien d'annulation n'est pas valide : il a peut-être déjà servi.")).toBeTruthy();
  });
});
