import { ensureSession } from '@club/auth';
import { sessionOf } from '@club/auth/testing';
import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, fill, json, readTable, renderRoutes, textbox, type FetchCall } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../paths';
import remote from '../../routes';

const tag = (id: string, name: string, articleCount: number) => ({
  id,
  name,
  articleCount,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});
const competition = tag('11111111-1111-4111-8111-111111111111', 'Compétition', 3);
const jeunes = tag('22222222-2222-4222-8222-222222222222', 'Jeunes', 0);

const on = (method: string, path: string, reply: (call: FetchCall) => Response) => (call: FetchCall) =>
  call.method === method && call.path.split('?')[0] === path ? reply(call) : undefined;

/** As in the site, the session is read before the page renders (the shell's guard reads it first). */
async function renderTags() {
  expect(await ensureSession()).not.toBeNull();
  return renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path: `${BASE_PATH}/tags`, queryClient: createAppQueryClient() });
}

// Typing with user-event is slow on a busy machine (three names typed in the rename test).
describe('/admin/blog/tags', { timeout: 30_000 }, () => {
  it('lists the tags with their articles, linked to the filtered list; a coach gets no action', async () => {
    fakeServer(answer('/api/tags', 200, { data: [competition, jeunes] }, 'GET'), answer('/api/auth/get-session', 200, sessionOf('coach')));
    await renderTags();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeTruthy();
    const { rows } = readTable('Tags (2)');
    expect(rows).toEqual([
      ['th:Nom', 'th:Articles'],
      ['th:Compétition', 'td:3 articles'],
      ['th:Jeunes', 'td:Aucun'],
    ]);
    expect(screen.getByRole('link', { name: '3 articles' }).getAttribute('href')).toBe(`${BASE_PATH}?tag=${competition.id}`);
    expect(screen.queryByRole('button', { name: /Renommer/ })).toBeNull();
  });

  it('lets an admin rename a tag, with the refusal of a name already taken shown in the dialog', async () => {
    let name = 'Compétition';
    const server = fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('admin')),
      on('GET', '/api/tags', () => json(200, { data: [{ ...competition, name }, jeunes] })),
      on('PUT', `/api/tags/${competition.id}`, (call) => {
        const wanted = (call.body as { name: string }).name;
        if (wanted === 'Jeunes') return json(409, { code: 'CONFLICT', message: 'Ce tag existe déjà', requestId: 'r1' });
        name = wanted;
        return json(200, { ...competition, name });
      }),
    );
    const user = userEvent.setup();
    await renderTags();
    await user.click(await screen.findByRole('button', { name: 'Renommer le tag Compétition' }));
    const dialog = screen.getByRole('dialog', { name: 'Renommer le tag «\u00a0Compétition\u00a0»' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Nouveau nom' }), ' ');
    await user.click(within(dialog).getByRole('button', { name: 'Renommer' }));
    expect(await within(dialog).findByText('Le nom du tag est requis')).toBeTruthy();
    expect(server.callsTo(`/api/tags/${competition.id}`)).toHaveLength(0);
    await fill(user, textbox('Nouveau nom'), 'Jeunes');
    await user.click(within(dialog).getByRole('button', { name: 'Renommer' }));
    expect(await within(dialog).findByText('Ce tag existe déjà')).toBeTruthy();
    await fill(user, textbox('Nouveau nom'), 'Compétitions');
    await user.click(within(dialog).getByRole('button', { name: 'Renommer' }));
    expect(await screen.findByText('Tag renommé en « Compétitions »')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(readTable('Tags (2)').rows[1]?.[0]).toBe('th:Compétitions'));
  });

  it('lets an admin delete a tag after saying what it is taken off', async () => {
    let tags = [competition, jeunes];
    const server = fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('admin')),
      on('GET', '/api/tags', () => json(200, { data: tags })),
      on('DELETE', `/api/tags/${competition.id}`, () => {
        tags = [jeunes];
        return new Response(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    await renderTags();
    await user.click(await screen.findByRole('button', { name: 'Supprimer le tag Compétition' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer le tag «\u00a0Compétition\u00a0» ?' });
    expect(dialog.textContent).toContain('Il sera retiré des 3 articles qui le portent');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Tag « Compétition » supprimé avec succès')).toBeTruthy();
    expect(server.callsTo(`/api/tags/${competition.id}`).map((call) => call.method)).toEqual(['DELETE']);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Tags (2)' })).toBeNull());
    expect(readTable('Tags (1)').rows[1]?.slice(0, 2)).toEqual(['th:Jeunes', 'td:Aucun']);
  });
});
