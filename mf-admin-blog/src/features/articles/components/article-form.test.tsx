import { sessionOf } from '@club/auth/testing';
import { answer, fakeServer, fill, json, renderPage, textbox, type FetchCall } from '@club/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ArticleForm } from './article-form';

const tag = { id: '11111111-1111-4111-8111-111111111111', name: 'Compétition', articleCount: 0, createdAt: 'x', updatedAt: 'x' };
const article = (body: object) => ({
  id: 'a1',
  slug: 'a',
  excerpt: '',
  contentHtml: '',
  coverImageUrl: null,
  status: 'draft',
  visibility: 'public',
  publishedAt: null,
  authorId: 'u1',
  authorName: 'Admin',
  tags: [],
  createdAt: 'x',
  updatedAt: 'x',
  ...body,
});

/** Answers `METHOD path` with what `reply` makes of the call. */
const on = (method: string, path: string, reply: (call: FetchCall) => Response) => (call: FetchCall) =>
  call.method === method && call.path.split('?')[0] === path ? reply(call) : undefined;
const tagsAnswer = on('GET', '/api/tags', () => json(200, { data: [tag] }));

describe('ArticleForm', () => {
  it('previews the Markdown live, with raw HTML shown as text and no script link', async () => {
    fakeServer(tagsAnswer);
    const user = userEvent.setup();
    renderPage(<ArticleForm />);
    await screen.findByRole('textbox', { name: 'Nouveau tag' });
    await fill(user, textbox('Contenu (Markdown)'), '## Résultats\n\n<img src=x onerror=alert(1)> [clic](javascript:alert(1))');
    const preview = await screen.findByTestId('article-preview');
    await waitFor(() => expect(preview.querySelector('h2')?.textContent).toBe('Résultats'));
    expect(preview.querySelector('img')).toBeNull();
    expect(preview.querySelector('a')).toBeNull();
    expect(preview.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('creates a tag on the fly and sends it with the article, its cover and its schedule', async () => {
    const created = { ...tag, id: '22222222-2222-4222-8222-222222222222', name: 'Jeunes' };
    const server = fakeServer(
      tagsAnswer,
      on('POST', '/api/tags', () => json(201, created)),
      on('POST', '/api/articles', (call) => json(201, article(call.body as object))),
    );
    const user = userEvent.setup();
    renderPage(<ArticleForm />);
    await screen.findByRole('textbox', { name: 'Nouveau tag' });
    await fill(user, textbox('Titre'), "Stage d'été");
    await fill(user, textbox('Contenu (Markdown)'), 'Inscriptions **ouvertes**');
    await fill(user, screen.getByRole('textbox', { name: /Image de couverture/ }), 'https://images.example.fr/stage.jpg');
    await fill(user, await screen.findByRole('textbox', { name: 'Nouveau tag' }), 'Jeunes');
    await user.click(screen.getByRole('button', { name: 'Créer le tag' }));
    expect(await screen.findByText('Tag « Jeunes » créé avec succès')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Créer l'article" }));
    expect(await screen.findByText('Article créé avec succès')).toBeTruthy();
    expect(server.callsTo('/api/articles')[0]?.body).toMatchObject({
      title: "Stage d'été",
      coverImageUrl: 'https://images.example.fr/stage.jpg',
      status: 'draft',
      publishedAt: null,
      tagIds: [created.id],
    });
  });

  it("shows the API's refusal under its field and in a toast", async () => {
    fakeServer(
      tagsAnswer,
      on('POST', '/api/articles', () =>
        json(409, { code: 'CONFLICT', message: "Cette adresse est déjà celle d'un autre article : choisissez-en une autre", requestId: 'r', issues: [] }),
      ),
    );
    const user = userEvent.setup();
    renderPage(<ArticleForm />);
    await screen.findByRole('textbox', { name: 'Nouveau tag' });
    await fill(user, textbox('Titre'), 'Doublon');
    await fill(user, textbox('Contenu (Markdown)'), 'Texte');
    await user.click(screen.getByRole('button', { name: "Créer l'article" }));
    expect((await screen.findAllByText("Cette adresse est déjà celle d'un autre article : choisissez-en une autre")).length).toBeGreaterThan(0);
    expect(screen.getByText("Erreur lors de la création de l'article")).toBeTruthy();
  });

  it("shows the article's full address live: made from the title when « Adresse » is empty, the member area's for a members-only article", async () => {
    fakeServer(tagsAnswer, answer('/api/auth/get-session', 200, sessionOf('admin')));
    const user = userEvent.setup();
    renderPage(<ArticleForm />);
    const address = await screen.findByTestId('article-address');
    const field = textbox('Adresse');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toContain("L'article sera à l'adresse");
    await fill(user, textbox('Titre'), 'Fête du club : été 2026 !');
    expect(address.textContent).toBe(`${window.location.origin}/blog/fete-du-club-ete-2026`);
    await fill(user, field, 'fete-ete');
    expect(address.textContent).toBe(`${window.location.origin}/blog/fete-ete`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibilité' }), 'Réservé aux membres');
    expect(address.textContent).toBe(`${window.location.origin}/dashboard/blog/fete-ete`);
    expect(screen.queryByText(/Slug/)).toBeNull();
  });

  it('lets an admin choose the status and the publication date', async () => {
    fakeServer(tagsAnswer, answer('/api/auth/get-session', 200, sessionOf('admin')));
    renderPage(<ArticleForm />);
    expect(await screen.findByRole('combobox', { name: 'Statut' })).toBeTruthy();
    expect(screen.getByLabelText('Date de publication')).toBeTruthy();
    expect(screen.queryByText(/un administrateur le relira/)).toBeNull();
  });

  it('offers a coach a draft only: no status, no publication date', async () => {
    const server = fakeServer(tagsAnswer, answer('/api/auth/get-session', 200, sessionOf('coach')));
    renderPage(<ArticleForm />);
    await waitFor(() => expect(server.callsTo('/api/auth/get-session')).toHaveLength(1));
    await screen.findByRole('textbox', { name: 'Nouveau tag' });
    expect(await screen.findByText('Votre article est enregistré en brouillon : un administrateur le relira puis le publiera.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Statut' })).toBeNull();
    expect(screen.queryByLabelText('Date de publication')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Visibilité' })).toBeTruthy();
  });
});
