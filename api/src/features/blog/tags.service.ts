import { randomUUID } from 'node:crypto';
import { TAG_MESSAGES, type TagDetail, type TagInput, type TagList } from '@club/contracts';
import { conflictError, notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import { normalizeSearchText } from '../../shared/search-text';
import type { ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { BLOG_ADMIN_ROLES, BLOG_WRITER_ROLES } from './blog-access';
import * as repository from './tags.repository';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}

/** Tags are few: lists hold them all (bounded all the same). */
const MAX_TAGS = 500;
const SEARCH_LIMIT = 20;

const toTag = (row: repository.TagRow): TagDetail => ({
  id: row.id,
  name: row.name,
  articleCount: Number(row.article_count ?? 0),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const notFound = () => notFoundError(TAG_MESSAGES.notFound);

/** One tag per name, accents and case aside ("Évènement" = "evenement"). */
const nameKey = (name: string) => normalizeSearchText(name).slice(0, 50);

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictError(TAG_MESSAGES.nameTaken);
    throw error;
  }
}

export async function listTags({ ctx }: Call<unknown>): Promise<TagList> {
  return { data: (await repository.listTags(ctx.db, '', MAX_TAGS)).map(toTag) };
}

export async function searchTags({ ctx, input }: Call<{ q: string }>): Promise<TagList> {
  return { data: (await repository.listTags(ctx.db, nameKey(input.q), SEARCH_LIMIT)).map(toTag) };
}

export async function getTag({ ctx, input }: Call<{ id: string }>): Promise<TagDetail> {
  const row = await repository.findTag(ctx.db, input.id);
  if (!row) throw notFound();
  return toTag(row);
}

/** Writers create tags on the fly while writing; renaming and deleting is the admin's. */
export async function createTag({ ctx, actor, input }: Call<TagInput>): Promise<TagDetail> {
  requireRole(actor, BLOG_WRITER_ROLES);
  const now = ctx.now().toISOString();
  const id = randomUUID();
  await uniqueName(() => repository.insertTag(ctx.db, { id, name: input.name, name_key: nameKey(input.name), created_at: now, updated_at: now }));
  return getTag({ ctx, actor, input: { id } });
}

export async function updateTag({ ctx, actor, input }: Call<{ id: string; changes: TagInput }>): Promise<TagDetail> {
  requireRole(actor, BLOG_ADMIN_ROLES);
  if (!(await repository.findTag(ctx.db, input.id))) throw notFound();
  const { name } = input.changes;
  await uniqueName(() => repository.updateTag(ctx.db, input.id, { name, name_key: nameKey(name), updated_at: ctx.now().toISOString() }));
  return getTag({ ctx, actor, input: { id: input.id } });
}

/** Its articles stay, without it. */
export async function deleteTag({ ctx, actor, input }: Call<{ id: string }>): Promise<void> {
  requireRole(actor, BLOG_ADMIN_ROLES);
  if ((await repository.deleteTag(ctx.db, input.id)) === 0) throw notFound();
}
