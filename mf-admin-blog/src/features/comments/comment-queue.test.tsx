import { ensureSession } from '@club/auth';
import { sessionOf } from '@club/auth/testing';
import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, json, renderRoutes, type FetchCall } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../paths';
import remote from '../../routes';

const comment = (id: string, patch: Record<string, unknown> = {}) => ({
  id,
  articleId: 'a1',
  articleTitle: 'Tournoi de judo',
  content: `Commentaire ${id}`,
  authorId: 'u1',
  authorName: 'Julie Moreau',
  isHidden: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...patch,
});

async function renderQueue(path: string) {
  expect(await ensureSession()).not.toBeNull();
  return renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path, queryClient: createAppQueryClient() });
}

describe('/admin/blog/comments, the moderation queue', { timeout: 30_000 }, () => {
  it("lists every article's comments with a link to their article, filtered by the address, and hides one", async () => {
    let hidden = false;
    const server = fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('admin')),
      (call: FetchCall) =>
        call.method === 'GET' && call.path.startsWith('/api/comments?')
          ? json(200, {
              data: [comment('c1', { isHidden: hidden }), comment('c2', { articleId: 'a2', articleTitle: 'Assemblée générale' })],
              total: 2,
              page: 1,
              limit: 20,
            })
          : undefined,
      (call: FetchCall) => (call.method === 'PUT' && call.path === '/api/comments/c1' ? ((hidden = true), json(200, comment('c1', { isHidden: true }))) : undefined),
    );
    const user = userEvent.setup();
    const { location } = await renderQueue(`${BASE_PATH}/comments?status=visible`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Commentaires' })).toBeTruthy();
    expect(server.requested()).toContain('GET /api/comments?page=1&limit=20&status=visible');
    expect((screen.getByRole('combobox', { name: 'Afficher' }) as HTMLSelectElement).value).toBe('visible');
    const items = screen.getAllByRole('listitem', { name: 'Commentaire de Julie Moreau' });
    expect(within(items[1]!).getByRole('link', { name: 'Assemblée générale' }).getAttribute('href')).toBe(`${BASE_PATH}/a2`);
    await user.click(within(items[0]!).getByRole('button', { name: 'Masquer' }));
    expect(await screen.findByText('Commentaire masqué avec succès')).toBeTruthy();
    await waitFor(() => expect(within(screen.getAllByRole('listitem', { name: 'Commentaire de Julie Moreau' })[0]!).getByText('Masqué')).toBeTruthy());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Afficher' }), 'Masqués');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(location()).toBe(`${BASE_PATH}/comments?status=hidden`));
  });

  it('asks before deleting a comment', async () => {
    const server = fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('admin')),
      (call: FetchCall) =>
        call.method === 'GET' && call.path.startsWith('/api/comments?') ? json(200, { data: [comment('c1')], total: 1, page: 1, limit: 20 }) : undefined,
      (call: FetchCall) => (call.method === 'DELETE' && call.path === '/api/comments/c1' ? new Response(null, { status: 204 }) : undefined),
    );
    const user = userEvent.setup();
    await renderQueue(`${BASE_PATH}/comments`);
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce commentaire ?' });
    expect(server.requested()).not.toContain('DELETE /api/comments/c1');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Commentaire supprimé avec succès')).toBeTruthy();
    expect(server.requested()).toContain('DELETE /api/comments/c1');
  });

  it('says when there is nothing to moderate', async () => {
    fakeServer(answer('/api/auth/get-session', 200, sessionOf('admin')), (call: FetchCall) =>
      call.method === 'GET' && call.path.startsWith('/api/comments?') ? json(200, { data: [], total: 0, page: 1, limit: 20 }) : undefined,
    );
    await renderQueue(`${BASE_PATH}/comments?status=hidden`);
    expect(await screen.findByRole('heading', { name: 'Aucun commentaire masqué' })).toBeTruthy();
  });
});
