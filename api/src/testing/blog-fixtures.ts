import type { App } from '../app';
import { call, type Signed } from './facilities-fixtures';

export const articleBody = (patch: Record<string, unknown> = {}) => ({
  title: 'Victoire des U13 au tournoi de printemps',
  excerpt: 'Nos jeunes basketteurs ont remporté le tournoi.',
  content: 'Un **beau** week-end pour la section basket.',
  ...patch,
});

/** An article written through the API (fails loudly: fixtures must not hide a broken endpoint). */
export async function writeArticle(app: App, author: Signed, patch: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const res = await call<{ id: string; slug: string }>(app, 'POST', '/api/articles', author.headers, articleBody(patch));
  if (res.status !== 201) throw new Error(`article fixture failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function writeComment(app: App, author: Signed, articleId: string, content = "Bravo à toute l'équipe !"): Promise<string> {
  const res = await call<{ id: string }>(app, 'POST', '/api/comments', author.headers, { articleId, content });
  if (res.status !== 201) throw new Error(`comment fixture failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

type Writer = 'coach' | 'section_manager' | 'admin';
type Reader = 'member' | Writer;
type Owned = { edit: string; delete: string };

/** Blog rows the gates aim at: a published public article, and to each role its own drafts and comments. */
export interface BlogGateFixtures {
  articleId: string;
  commentId: string;
  tagId: string;
  spareTagId: string;
  drafts: Record<Writer, Owned>;
  comments: Record<Reader, Owned>;
}

export async function seedBlogGate(app: App, as: Record<Reader, Signed>): Promise<BlogGateFixtures> {
  const tag = async (name: string) => (await call<{ id: string }>(app, 'POST', '/api/tags', as.admin.headers, { name })).body.id;
  const tagId = await tag('Matrice');
  const article = await writeArticle(app, as.admin, { title: 'Article de la matrice', status: 'published', tagIds: [tagId] });
  const drafts = {} as Record<Writer, Owned>;
  for (const role of ['coach', 'section_manager', 'admin'] as const) {
    drafts[role] = {
      edit: (await writeArticle(app, as[role], { title: `Brouillon ${role}` })).id,
      delete: (await writeArticle(app, as[role], { title: `À supprimer ${role}` })).id,
    };
  }
  const comments = {} as Record<Reader, Owned>;
  for (const role of ['member', 'coach', 'section_manager', 'admin'] as const) {
    comments[role] = { edit: await writeComment(app, as[role], article.id), delete: await writeComment(app, as[role], article.id) };
  }
  return { articleId: article.id, commentId: comments.member.edit, tagId, spareTagId: await tag('À supprimer'), drafts, comments };
}
