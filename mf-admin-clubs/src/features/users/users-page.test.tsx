import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, json, readTable, renderRoutes, type FetchHandler } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../paths';
import remote from '../../routes';

const marie = {
  id: 'u1',
  name: 'Marie Curie',
  email: 'marie@exemple.fr',
  role: 'section_manager',
  emailVerified: true,
  banned: false,
  banReason: null,
  banExpires: null,
  createdAt: '2026-01-15T10:00:00.000Z',
};
const paul = {
  id: 'u2',
  name: 'Paul Bert',
  email: 'paul@exemple.fr',
  role: 'coach',
  emailVerified: false,
  banned: true,
  banReason: 'Retard de cotisation',
  banExpires: null,
  createdAt: '2026-02-01T10:00:00.000Z',
};
const anne = {
  id: 'u3',
  name: 'Anne Admin',
  email: 'anne@exemple.fr',
  role: 'admin',
  emailVerified: true,
  banned: false,
  banReason: null,
  banExpires: null,
  createdAt: '2026-01-10T10:00:00.000Z',
};
const LIST = '/api/admin/users';

const listing = (users: object[], total = users.length): FetchHandler => answer(LIST, 200, { users, total }, 'GET');

function renderUsers(path: string) {
  return renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path, queryClient: createAppQueryClient() });
}

describe('/admin/users', () => {
  it("names a family member's adult instead of their address (ADR 210)", async () => {
    const lea = { ...marie, id: 'u9', name: 'Léa Durand', email: 'u9@famille.invalid', role: 'member', emailVerified: false, familyOf: ['Anne Durand'] };
    fakeServer(listing([lea]));
    renderUsers('/admin/users');
    const row = await screen.findByRole('rowheader', { name: /Léa Durand/ });
    expect(row.textContent).toContain("Membre de la famille d'Anne Durand · sans connexion");
    expect(row.textContent).not.toContain('famille.invalid');
    // Nothing to sign in with: only the role and the deletion are offered (ADR 208).
    await userEvent.setup().click(screen.getByRole('button', { name: 'Actions : Léa Durand' }));
    expect(screen.getByText('Sans connexion : sa famille agit pour cette personne.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer : Léa Durand' })).toBeTruthy();
    for (const label of ['Mot de passe', 'Envoyer un lien de réinitialisation', 'Suspendre', 'Révoquer les sessions', 'Se connecter en tant que']) {
      expect(screen.queryByRole('button', { name: `${label} : Léa Durand` })).toBeNull();
    }
  });

  it('prefetches the list with the search, limit and offset of the URL, roles in French', async () => {
    const server = fakeServer(listing([marie, paul], 42));
    renderUsers('/admin/users?search=marie&limit=2&offset=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des utilisateurs' })).toBeTruthy();
    const query = new URLSearchParams(server.callsTo(LIST)[0]?.path.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ search: 'marie', limit: '2', offset: '2' });
    const { rows } = readTable('Utilisateurs (42)');
    expect(rows[0]).toEqual(['th:Nom et e-mail', 'th:Rôle', 'th:E-mail vérifié', 'th:Suspendu', 'th:Créé le', 'th:Actions']);
    expect(rows[1]?.slice(0, 5)).toEqual(['th:Marie Curiemarie@exemple.fr', 'td:Responsable de section', 'td:Oui', 'td:Non', 'td:15/01/2026']);
    expect(within(screen.getByRole('rowheader', { name: /Marie Curie/ })).getByText('marie@exemple.fr')).toBeTruthy();
    expect(rows[2]?.slice(1, 4)).toEqual(['td:Entraîneur', 'td:Non', 'td:Oui : Retard de cotisation']);
    expect(screen.getByText('Page 2 sur 21 · 42 résultats')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe('/admin/users?search=marie&limit=2&offset=4');
    // Each row's actions are behind its « Actions » button (one line per person); a banned person's offer to lift it.
    expect(screen.queryByRole('button', { name: 'Lever la suspension : Paul Bert' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Actions : Paul Bert' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Lever la suspension : Paul Bert' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspendre : Paul Bert' })).toBeNull();
  });

  it("closes a row's actions with Escape, giving the focus back to its button", async () => {
    fakeServer(listing([marie]));
    const user = userEvent.setup();
    renderUsers('/admin/users');
    const toggle = await screen.findByRole('button', { name: 'Actions : Marie Curie' });
    await user.click(toggle);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rôle : Marie Curie' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Suspendre : Marie Curie' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it("says 'Aucun utilisateur trouvé' for an empty result", async () => {
    const server = fakeServer(listing([]));
    renderUsers('/admin/users?search=personne@exemple.fr');
    expect(await screen.findByRole('heading', { name: 'Aucun utilisateur trouvé' })).toBeTruthy();
    expect(screen.getByText('Modifiez la recherche ou les filtres.')).toBeTruthy();
    expect(new URLSearchParams(server.callsTo(LIST)[0]?.path.split('?')[1]).get('search')).toBe('personne@exemple.fr');
  });

  // Issue 32: clubs expect to filter users by role or suspension.
  it('filters by role and status from the URL, with French labels, and submits them as search params', async () => {
    const server = fakeServer(listing([paul]));
    const user = userEvent.setup();
    const { router } = renderUsers('/admin/users?role=coach&status=suspended&offset=20');
    const filters = await screen.findByRole('search', { name: 'Rechercher des utilisateurs' });
    const role = within(filters).getByRole('combobox', { name: 'Rôle' }) as HTMLSelectElement;
    const status = within(filters).getByRole('combobox', { name: 'Statut' }) as HTMLSelectElement;
    expect(role.value).toBe('coach');
    expect(status.value).toBe('suspended');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les rôles', 'Utilisateur', 'Membre', 'Entraîneur', 'Responsable de section', 'Administrateur']);
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les statuts', 'Actif', 'Suspendu']);
    expect(Object.fromEntries(new URLSearchParams(server.callsTo(LIST)[0]?.path.split('?')[1]))).toEqual({
      role: 'coach',
      status: 'suspended',
      limit: '20',
      offset: '20',
    });

    await user.selectOptions(role, 'Membre');
    await user.selectOptions(status, 'Actif');
    await user.click(within(filters).getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=&role=member&status=active'));
    await waitFor(() => expect(server.callsTo(LIST).at(-1)?.path).toBe('/api/admin/users?role=member&status=active&limit=20&offset=0'));
  });

  it('ignores an unknown role or status in the URL rather than breaking the page', async () => {
    const server = fakeServer(listing([marie]));
    renderUsers('/admin/users?role=superadmin&status=banni');
    expect(await screen.findByRole('button', { name: 'Actions : Marie Curie' })).toBeTruthy();
    expect(server.callsTo(LIST)[0]?.path).toBe('/api/admin/users?limit=20&offset=0');
  });

  it('shows a refused list with the API message', async () => {
    fakeServer(answer(LIST, 403, { code: 'FORBIDDEN', message: "Vous n'avez pas les droits nécessaires.", requestId: 'r' }, 'GET'));
    renderUsers('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impossible de charger les utilisateurs' })).toBeTruthy();
    expect(screen.getByText("Vous n'avez pas les droits nécessaires.")).toBeTruthy();
  });

  it('opens the role dialog from the URL, shows the server refusal in French, then changes the role and reloads the list', async () => {
    let refuse = true;
    const setRole: FetchHandler = (call) => {
      if (call.path !== '/api/auth/admin/set-role') return undefined;
      if (refuse) {
        refuse = false;
        return json(409, {
          code: 'LAST_ADMIN',
          message: "Impossible de retirer le rôle d'administrateur au dernier administrateur : nommez d'abord un autre administrateur.",
        });
      }
      return json(200, { user: { ...paul, role: 'member' } });
    };
    const server = fakeServer(setRole, listing([marie, paul]));
    const user = userEvent.setup();
    renderUsers('/admin/users?action=role&userId=u2');
    const dialog = await screen.findByRole('dialog', { name: 'Changer le rôle de Paul Bert' });
    expect((within(dialog).getByRole('combobox', { name: 'Rôle' }) as HTMLSelectElement).value).toBe('coach');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Utilisateur', 'Membre', 'Entraîneur', 'Responsable de section', 'Administrateur']);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rôle' }), 'Membre');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le rôle' }));
    expect(await within(dialog).findByText(/nommez d'abord un autre administrateur/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le rôle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('/api/auth/admin/set-role').map((call) => call.body)).toEqual([
      { userId: 'u2', role: 'member' },
      { userId: 'u2', role: 'member' },
    ]);
    // The dialog is not part of the list's cache entry: one load, then one reload after the change.
    await waitFor(() => expect(server.callsTo(LIST)).toHaveLength(2));
  });

  it('creates a verified account, refusing a password under 12 characters without calling the server', async () => {
    const server = fakeServer(listing([marie]), answer('/api/auth/admin/create-user', 200, { user: marie }, 'POST'));
    const user = userEvent.setup();
    renderUsers('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Créer un utilisateur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un utilisateur' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Jeanne Martin');
    await user.type(within(dialog).getByRole('textbox', { name: 'Adresse e-mail' }), 'jeanne@exemple.fr');
    const password = within(dialog).getByLabelText('Mot de passe (12 caractères minimum)');
    await user.type(password, 'trop-court');
    await user.click(within(dialog).getByRole('button', { name: "Créer l'utilisateur" }));
    expect(await within(dialog).findByText('Le mot de passe doit contenir au moins 12 caractères')).toBeTruthy();
    expect(server.callsTo('/api/auth/admin/create-user')).toHaveLength(0);

    await user.type(password, '-mais-plus-long');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rôle' }), 'Entraîneur');
    await user.click(within(dialog).getByRole('button', { name: "Créer l'utilisateur" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('/api/auth/admin/create-user')[0]?.body).toEqual({
      name: 'Jeanne Martin',
      email: 'jeanne@exemple.fr',
      password: 'trop-court-mais-plus-long',
      role: 'coach',
      data: { emailVerified: true },
    });
  });

  it('asks before deleting and shows why the server refuses', async () => {
    const message =
      'Impossible de supprimer ce compte : il a une réservation à venir (en attente ou confirmée). Annulez-la ou faites-la réserver par un autre membre, puis recommencez.';
    fakeServer(listing([marie]), answer('/api/auth/admin/remove-user', 409, { code: 'USER_HAS_UPCOMING_BOOKINGS', message }, 'POST'));
    const user = userEvent.setup();
    renderUsers('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Actions : Marie Curie' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer : Marie Curie' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer Marie Curie ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it('offers no « Mot de passe » nor « Se connecter en tant que » for an admin, and says why (ADR 158)', async () => {
    const server = fakeServer(listing([anne, marie]));
    const user = userEvent.setup();
    renderUsers('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Actions : Anne Admin' }));
    expect(screen.queryByRole('button', { name: 'Mot de passe : Anne Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Se connecter en tant que : Anne Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rôle : Anne Admin' })).toBeTruthy();
    expect(screen.getByText(/il change lui-même son mot de passe/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Actions : Marie Curie' }));
    expect(screen.getByRole('button', { name: 'Mot de passe : Marie Curie' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter en tant que : Marie Curie' })).toBeTruthy();
    expect(server.callsTo('/api/auth/admin/set-user-password')).toHaveLength(0);
  });

  it('opens no password dialog for an admin from the URL', async () => {
    fakeServer(listing([anne]));
    renderUsers('/admin/users?action=reset-password&userId=u3');
    expect(await screen.findByRole('button', { name: 'Actions : Anne Admin' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a reset link after confirmation, with a toast; not offered for a suspended account (ADR 173)', async () => {
    const server = fakeServer(listing([marie, paul]), answer('/api/admin/users/u1/password-reset-link', 200, { success: true, email: 'marie@exemple.fr' }, 'POST'));
    const user = userEvent.setup();
    const { router } = renderUsers('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Actions : Marie Curie' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer un lien de réinitialisation : Marie Curie' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Envoyer un lien de réinitialisation à Marie Curie ?' });
    expect(within(dialog).getByText(/Un e-mail sera envoyé à marie@exemple.fr avec un lien valable 1 heure/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(server.callsTo('/api/admin/users/u1/password-reset-link')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Envoyer un lien de réinitialisation : Marie Curie' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Lien de réinitialisation envoyé à marie@exemple.fr')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.callsTo('/api/admin/users/u1/password-reset-link')).toHaveLength(1);
    expect(router.state.location.search).toBe('');

    // A suspended person's row does not offer it (the API refuses it).
    await user.click(screen.getByRole('button', { name: 'Actions : Paul Bert' }));
    expect(screen.queryByRole('button', { name: 'Envoyer un lien de réinitialisation : Paul Bert' })).toBeNull();
  });

  it('tells a refusal of the API in the dialog', async () => {
    fakeServer(
      listing([marie]),
      answer('/api/admin/users/u1/password-reset-link', 404, { code: 'NOT_FOUND', message: 'Utilisateur introuvable.', requestId: 'r' }, 'POST'),
    );
    const user = userEvent.setup();
    renderUsers('/admin/users?action=reset-link&userId=u1');
    const dialog = await screen.findByRole('alertdialog', { name: 'Envoyer un lien de réinitialisation à Marie Curie ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le lien' }));
    expect(await within(dialog).findByText('Utilisateur introuvable.')).toBeTruthy();
  });

  // Issue 32: « Révoquer les sessions » signed a person out everywhere on one click.
  it('asks before revoking every session of a person, says what follows, in red; Annuler changes nothing', async () => {
    const server = fakeServer(listing([marie]), answer('/api/auth/admin/revoke-user-sessions', 200, { success: true }, 'POST'));
    const user = userEvent.setup();
    renderUsers('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Actions : Marie Curie' }));
    await user.click(screen.getByRole('button', { name: 'Révoquer les sessions : Marie Curie' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Révoquer toutes les sessions de Marie Curie ?' });
    expect(dialog.textContent).toContain('seront fermées, sur tous ses appareils');
    expect(within(dialog).getByRole('button', { name: 'Révoquer les sessions' }).dataset.tone).toBe('destructive');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(server.callsTo('/api/auth/admin/revoke-user-sessions')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Révoquer les sessions : Marie Curie' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Révoquer les sessions' }));
    expect(await screen.findByText('Toutes les sessions ont été révoquées')).toBeTruthy();
    expect(server.callsTo('/api/auth/admin/revoke-user-sessions')[0]?.body).toEqual({ userId: 'u1' });
  });

  it('asks before lifting a suspension, in the primary colour', async () => {
    const server = fakeServer(listing([paul]), answer('/api/auth/admin/unban-user', 200, { user: { ...paul, banned: false } }, 'POST'));
    const user = userEvent.setup();
    renderUsers('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Actions : Paul Bert' }));
    await user.click(screen.getByRole('button', { name: 'Lever la suspension : Paul Bert' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lever la suspension de Paul Bert ?' });
    expect(server.callsTo('/api/auth/admin/unban-user')).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: 'Lever la suspension' });
    expect(confirm.dataset.tone).toBe('positive');
    await user.click(confirm);
    expect(await screen.findByText('Suspension levée')).toBeTruthy();
    expect(server.callsTo('/api/auth/admin/unban-user')[0]?.body).toEqual({ userId: 'u2' });
  });
});
