import type { PublishToken } from '@club/contracts';
import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, json, readTable, renderRoutes } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aToken, blogRemote, publicRemote } from '../deployments/testing-data';
import { BASE_PATH } from '../../paths';
import remote from '../../routes';

/** The remote's routes as the shell mounts them, at `/admin/deployments`. */
const renderDeployments = () => renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path: BASE_PATH, queryClient: createAppQueryClient() });

const TOKENS = '/api/admin/publish-tokens';
const SECRET = 'club_pub_s3cr3t-une-seule-fois';
const OVERVIEW = answer('/api/deployments', 200, { remotes: [publicRemote, blogRemote] }, 'GET');

/** The API's token list, changed by what the test posts. */
function tokensServer(tokens: PublishToken[], ...handlers: Parameters<typeof fakeServer>) {
  const state = { tokens };
  const server = fakeServer(...handlers, OVERVIEW, (call) => (call.method === 'GET' && call.path === TOKENS ? json(200, state) : undefined));
  return { ...server, state };
}

const spaces = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('/admin/deployments: publish tokens', () => {
  it('lists the tokens with their remote, creator, expiry, last use and state; only the active ones can be revoked', async () => {
    tokensServer([
      aToken(),
      aToken({ id: 't2', name: 'Équipe public', remote: 'mf-public', expiresAt: '2026-12-31T22:59:59.999Z', lastUsedAt: '2026-12-01T19:30:00.000Z' }),
      aToken({ id: 't3', name: 'Ancien', revokedAt: '2026-11-30T11:00:00.000Z' }),
      aToken({ id: 't4', name: 'Stage', expiresAt: '2026-01-31T22:59:59.999Z' }),
    ]);
    renderDeployments();
    expect(await screen.findByRole('heading', { level: 2, name: 'Jetons de publication' })).toBeTruthy();
    expect(readTable('Jetons de publication').rows.map((row) => spaces(row.join(' | ')))).toEqual([
      'th:Nom | th:Remote | th:Création | th:Expiration | th:Dernière utilisation | th:État | th:Action',
      'th:CI blog | td:mf-admin-blog | td:30/11/2026, 11 hpar Nadia Benali | td:Aucune | td:Jamais utilisé | td:Actif | td:Révoquer',
      'th:Équipe public | td:mf-public | td:30/11/2026, 11 hpar Nadia Benali | td:31/12/2026 | td:01/12/2026, 20 h 30 | td:Actif | td:Révoquer',
      'th:Ancien | td:mf-admin-blog | td:30/11/2026, 11 hpar Nadia Benali | td:Aucune | td:Jamais utilisé | td:Révoqué | td:—',
      'th:Stage | td:mf-admin-blog | td:30/11/2026, 11 hpar Nadia Benali | td:31/01/2026 | td:Jamais utilisé | td:Expiré | td:—',
    ]);
    expect(screen.getByRole('button', { name: 'Révoquer le jeton Équipe public de mf-public' })).toBeTruthy();
  });

  it('creates a token for one published remote and shows its secret once, with the command that uses it', async () => {
    const user = userEvent.setup();
    const created = aToken({ id: 't9', name: 'CI public', remote: 'mf-public', expiresAt: '2027-06-30T21:59:59.999Z' });
    const server = tokensServer([], (call) => {
      if (call.method !== 'POST' || call.path !== TOKENS) return undefined;
      server.state.tokens = [created];
      return json(201, { token: created, secret: SECRET });
    });
    renderDeployments();
    expect(await screen.findByRole('heading', { level: 3, name: 'Aucun jeton de publication' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Créer un jeton' }));
    const form = screen.getByRole('dialog', { name: 'Créer un jeton de publication' });
    const remoteSelect = within(form).getByRole('combobox', { name: 'Remote' });
    expect(
      within(remoteSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir un remote', 'mf-public', 'mf-admin-blog']);

    await user.type(within(form).getByRole('textbox', { name: 'Nom du jeton' }), 'CI public');
    await user.selectOptions(remoteSelect, 'mf-public');
    await user.type(within(form).getByLabelText("Date d'expiration (facultative)"), '2027-06-30');
    await user.click(within(form).getByRole('button', { name: 'Créer le jeton' }));

    const shown = await screen.findByRole('dialog', { name: 'Jeton «\u00a0CI public\u00a0» créé' });
    expect(server.callsTo(TOKENS).find((call) => call.method === 'POST')?.body).toEqual({ name: 'CI public', remote: 'mf-public', expiresOn: '2027-06-30' });
    expect(spaces(shown.textContent ?? '')).toContain('Copiez ce jeton maintenant : il ne sera plus jamais affiché.');
    expect(spaces(shown.textContent ?? '')).toContain("Il permet de publier mf-public, et seulement ce remote, jusqu'au 30/06/2027 inclus.");
    expect((within(shown).getByRole('textbox', { name: 'Jeton' }) as HTMLInputElement).value).toBe(SECRET);
    expect(within(shown).getByText(`CLUB_PUBLISH_TOKEN=${SECRET} pnpm remote:publish mf-public --site http://localhost:3000`)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Copier le jeton' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText('Jeton copié.')).toBeTruthy();

    await user.click(within(shown).getByRole('button', { name: "J'ai copié le jeton" }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    // The list was read again: the new token is there, its secret is not.
    expect(await screen.findByRole('rowheader', { name: 'CI public' })).toBeTruthy();
  });

  it('shows every wrong field at once next to it, then the refusals of the API next to theirs', async () => {
    const user = userEvent.setup();
    const late = "La date d'expiration doit être au format AAAA-MM-JJ et dans le futur";
    tokensServer(
      [],
      answer(
        TOKENS,
        400,
        { code: 'VALIDATION_ERROR', message: 'Les données envoyées sont invalides.', requestId: 'r', issues: [{ path: 'expiresOn', message: late }] },
        'POST',
      ),
    );
    renderDeployments();
    await user.click(await screen.findByRole('button', { name: 'Créer un jeton' }));
    const form = screen.getByRole('dialog', { name: 'Créer un jeton de publication' });
    await user.click(within(form).getByRole('button', { name: 'Créer le jeton' }));
    const name = within(form).getByRole('textbox', { name: 'Nom du jeton' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(
      name
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain('Le nom du jeton est requis');
    expect(within(form).getByText('Le remote est requis')).toBeTruthy();

    await user.type(name, 'CI');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Remote' }), 'mf-admin-blog');
    await user.click(within(form).getByRole('button', { name: 'Créer le jeton' }));
    const expiry = within(form).getByLabelText("Date d'expiration (facultative)");
    expect(await within(form).findByText(late)).toBeTruthy();
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByText('Le remote est requis')).toBeNull();
  });

  it('revokes an active token after a confirmation', async () => {
    const user = userEvent.setup();
    const server = tokensServer([aToken()], (call) => {
      if (call.method !== 'POST' || call.path !== `${TOKENS}/t1/revoke`) return undefined;
      server.state.tokens = [aToken({ revokedAt: '2026-12-02T10:00:00.000Z' })];
      return json(200, server.state.tokens[0]);
    });
    renderDeployments();
    await user.click(await screen.findByRole('button', { name: 'Révoquer le jeton CI blog de mf-admin-blog' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Révoquer le jeton «\u00a0CI blog\u00a0»\u00a0?' });
    expect(spaces(dialog.textContent ?? '')).toContain('il ne pourra plus publier mf-admin-blog');
    await user.click(within(dialog).getByRole('button', { name: 'Révoquer le jeton' }));
    expect(await screen.findByText('Jeton « CI blog » révoqué.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Jetons de publication' })));
    expect(server.callsTo(`${TOKENS}/t1/revoke`)).toHaveLength(1);
    expect(await screen.findByText('Révoqué')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Révoquer le jeton CI blog/ })).toBeNull();
  });
});
