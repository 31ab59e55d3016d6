import type { Deployments, RemoteDeployment } from '@club/contracts';
import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, json, readTable, renderRoutes } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blogRemote, publicRemote } from './testing-data';
import { BASE_PATH } from '../../paths';
import remote from '../../routes';

/** The remote's routes as the shell mounts them, at `/admin/deployments`. */
const renderDeployments = () => renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path: BASE_PATH, queryClient: createAppQueryClient() });

const OVERVIEW = '/api/deployments';
const TOKENS = answer('/api/admin/publish-tokens', 200, { tokens: [] }, 'GET');

/** The API's overview, changed by what the test posts (as the real one is after a rollback). */
function deploymentsServer(remotes: RemoteDeployment[], ...handlers: Parameters<typeof fakeServer>) {
  const state: Deployments = { remotes };
  const server = fakeServer(...handlers, (call) => (call.method === 'GET' && call.path === OVERVIEW ? json(200, state) : undefined), TOKENS);
  return { ...server, state };
}

const section = (remote: string) => screen.getByRole('region', { name: remote });
/** Text as read, the non-breaking spaces of French typography as spaces. */
const spaces = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
const text = (element: Element) => spaces(element.textContent ?? '');

describe('/admin/deployments: the remotes', () => {
  it('shows each remote with its live version, its figures and its history, newest first', async () => {
    deploymentsServer([publicRemote]);
    renderDeployments();
    expect(await screen.findByRole('heading', { level: 1, name: 'Déploiements' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Remotes publiés' })).toBeTruthy();
    const publicSection = section('mf-public');
    expect(within(publicSection).getByRole('heading', { level: 3, name: 'mf-public' })).toBeTruthy();
    expect(text(publicSection)).toContain('Version 2 (build 0.1.0+2222222222), publiée par Nadia Benali le 01/12/2026, 20 h 30');
    expect(text(publicSection)).toContain('Dernière version chargéeVersion 2');
    expect(text(publicSection)).toContain('24 dernières heures1 200 chargements, 3 échecs');
    expect(text(publicSection)).toContain('7 derniers jours5 400 chargements, 4 échecs');
    expect(readTable('Historique des versions de mf-public').rows.map((row) => spaces(row.join(' | ')))).toEqual([
      'th:Version | th:Publication | th:24 heures | th:7 jours | th:Action',
      'th:2En ligneDernière chargée0.1.0+2222222222 | td:01/12/2026, 20 h 30par Nadia Benali | td:1 200 chargements3 échecs | td:5 400 chargements4 échecs | td:—',
      'th:10.1.0+1111111111 | td:20/11/2026, 9 h 05par Ligne de commande du serveur | td:0 chargement1 échec | td:900 chargements1 échec | td:Revenir à cette version',
    ]);
    expect(within(publicSection).getByRole('button', { name: 'Revenir à la version 1 de mf-public' })).toBeTruthy();
    // No candidate anywhere, no preview: nothing to preview.
    expect(screen.queryByRole('button', { name: 'Voir les versions candidates dans ce navigateur' })).toBeNull();
  });

  it('rolls back to an earlier version after a confirmation that says what happens, then reads the list again', async () => {
    const user = userEvent.setup();
    const server = deploymentsServer([publicRemote, blogRemote], (call) => {
      if (call.method !== 'POST' || call.path !== '/api/deployments/mf-public/rollback') return undefined;
      server.state.remotes = [{ ...publicRemote, current: 1 }, blogRemote];
      return json(200, { remote: 'mf-public', from: 2, to: 1 });
    });
    renderDeployments();
    await user.click(await screen.findByRole('button', { name: 'Revenir à la version 1 de mf-public' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revenir à la version 1 de mf-public\u00a0?' });
    expect(text(dialog)).toContain('Tous les visiteurs recevront la version 1 (publiée par Ligne de commande du serveur le 20/11/2026, 9');
    expect(text(dialog)).toContain("à la place de la version 2. La version 2 reste dans l'historique");
    expect(server.callsTo('/api/deployments/mf-public/rollback')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Revenir à la version 1' }));
    expect(await screen.findByText('mf-public : la version 1 est de nouveau en ligne.')).toBeTruthy();
    expect(server.callsTo('/api/deployments/mf-public/rollback').map((call) => call.body)).toEqual([{ version: 1 }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Its button is gone (version 1 is live): the focus is on the remote's heading, not lost.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'mf-public' })));
    // The list was read again: version 2 is now the later one, offered back.
    expect(await within(section('mf-public')).findByRole('button', { name: 'Remettre en ligne la version 2 de mf-public' })).toBeTruthy();
    expect(server.requested().filter((request) => request === `GET ${OVERVIEW}`)).toHaveLength(2);
    expect(document.activeElement?.textContent).toBe('mf-public');
  });

  it("keeps the dialog open with the API's French refusal", async () => {
    const user = userEvent.setup();
    const refusal = "mf-public n'a pas de version 1.";
    deploymentsServer([publicRemote], answer('/api/deployments/mf-public/rollback', 404, { code: 'NOT_FOUND', message: refusal, requestId: 'r1' }, 'POST'));
    renderDeployments();
    await user.click(await screen.findByRole('button', { name: 'Revenir à la version 1 de mf-public' }));
    await user.click(screen.getByRole('button', { name: 'Revenir à la version 1' }));
    expect(within(screen.getByRole('alertdialog')).getByText(refusal)).toBeTruthy();
  });

  it('says what to do when no remote is published', async () => {
    deploymentsServer([]);
    renderDeployments();
    expect(await screen.findByRole('heading', { level: 3, name: 'Aucun remote publié' })).toBeTruthy();
    expect(screen.getByText(/Publiez un remote depuis le serveur avec pnpm remote:publish/)).toBeTruthy();
    expect(screen.getByText(/publiez d'abord un remote depuis le serveur/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Créer un jeton' })).toBeNull();
  });

  it("shows the API's refusal under the page's title", async () => {
    const message = "Vous n'avez pas les permissions nécessaires pour effectuer cette action.";
    fakeServer(answer(OVERVIEW, 403, { code: 'FORBIDDEN', message, requestId: 'r1' }, 'GET'), TOKENS);
    renderDeployments();
    expect(await screen.findByRole('heading', { level: 1, name: 'Impossible de charger les déploiements' })).toBeTruthy();
    expect(screen.getByText(message, { exact: false })).toBeTruthy();
  });
});

describe('/admin/deployments: a canary', () => {
  it("shows the candidate's share and figures, and promotes it for everyone", async () => {
    const user = userEvent.setup();
    const server = deploymentsServer([blogRemote], (call) => {
      if (call.method !== 'POST' || call.path !== '/api/deployments/mf-admin-blog/candidate/promote') return undefined;
      server.state.remotes = [{ ...blogRemote, current: 4, candidate: null }];
      return json(200, { remote: 'mf-admin-blog', current: 4, candidate: 4 });
    });
    renderDeployments();
    const blog = await screen.findByRole('region', { name: 'mf-admin-blog' });
    expect(within(blog).getByRole('heading', { level: 4, name: 'Version candidate' })).toBeTruthy();
    expect(within(blog).getByText(/Version 4, servie à 10 % des visiteurs depuis le 02\/12\/2026, 10 h/)).toBeTruthy();
    expect(text(blog)).toContain('24 dernières heures40 chargements, 0 échec');
    expect(readTable('Historique des versions de mf-admin-blog').rows[1]?.[0]).toBe('th:4Candidate (10\u00a0%)0.1.0+4444444444');
    expect(within(blog).queryByRole('button', { name: /Revenir à la version 4|Remettre en ligne la version 4/ })).toBeNull();

    await user.click(within(blog).getByRole('button', { name: 'Généraliser la version 4 de mf-admin-blog' }));
    expect(await screen.findByText('mf-admin-blog : la version 4 est en ligne pour tous les visiteurs.')).toBeTruthy();
    expect(server.callsTo('/api/deployments/mf-admin-blog/candidate/promote')).toHaveLength(1);
    await waitFor(() => expect(within(section('mf-admin-blog')).queryByRole('heading', { name: 'Version candidate' })).toBeNull());
  });

  it('aborts it after a confirmation, everyone back on the current version', async () => {
    const user = userEvent.setup();
    const server = deploymentsServer([blogRemote], (call) => {
      if (call.method !== 'POST' || call.path !== '/api/deployments/mf-admin-blog/candidate/abort') return undefined;
      server.state.remotes = [{ ...blogRemote, candidate: null }];
      return json(200, { remote: 'mf-admin-blog', current: 3, candidate: 4 });
    });
    renderDeployments();
    await user.click(await screen.findByRole('button', { name: 'Abandonner la version 4 de mf-admin-blog' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Abandonner la version candidate 4 de mf-admin-blog\u00a0?' });
    expect(text(dialog)).toContain('reviendront à la version 3 à leur prochain chargement de page');
    await user.click(within(dialog).getByRole('button', { name: 'Abandonner la version 4' }));
    expect(await screen.findByText('mf-admin-blog : version candidate 4 abandonnée, la version 3 reste en ligne.')).toBeTruthy();
    expect(server.callsTo('/api/deployments/mf-admin-blog/candidate/abort')).toHaveLength(1);
    // Version 4 is now a later version like any other: it can be put back online.
    expect(await screen.findByRole('button', { name: 'Remettre en ligne la version 4 de mf-admin-blog' })).toBeTruthy();
  });

  it('lets the admin preview every candidate in this browser, and stop', async () => {
    const user = userEvent.setup();
    const server = deploymentsServer([blogRemote], (call) => {
      if (call.method !== 'POST' || call.path !== '/api/deployments/preview') return undefined;
      server.state.previewingCandidates = (call.body as { enabled: boolean }).enabled;
      return json(200, { previewingCandidates: server.state.previewingCandidates });
    });
    renderDeployments();
    expect(await screen.findByText(/Ce navigateur reçoit les versions de sa part de visiteurs/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Voir les versions candidates dans ce navigateur' }));
    expect(await screen.findByText(/Aperçu activé : ce navigateur reçoit toutes les versions candidates dès le prochain chargement de page/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: "Arrêter l'aperçu" }));
    expect(server.callsTo('/api/deployments/preview').map((call) => call.body)).toEqual([{ enabled: true }, { enabled: false }]);
    expect(await screen.findByRole('button', { name: 'Voir les versions candidates dans ce navigateur' })).toBeTruthy();
  });

  it('says in a toast why a promotion failed', async () => {
    const user = userEvent.setup();
    const refusal = "mf-admin-blog n'a pas de version candidate en cours.";
    deploymentsServer([blogRemote], answer('/api/deployments/mf-admin-blog/candidate/promote', 409, { code: 'CONFLICT', message: refusal, requestId: 'r' }, 'POST'));
    renderDeployments();
    await user.click(await screen.findByRole('button', { name: 'Généraliser la version 4 de mf-admin-blog' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
