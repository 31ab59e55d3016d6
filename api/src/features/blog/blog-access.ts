import { isAdminRole, type Role } from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import { MEMBER_ROLES } from '../../shared/auth/member-access';

/**
 * Who does what on the blog (docs/decisions/131-blog-roles.md). Visitors read public articles; members
 * also read members-only ones, comment and react; coaches and section managers also write drafts, which
 * an admin reviews and publishes; admins do everything, moderation included.
 */
export const BLOG_READER_ROLES = MEMBER_ROLES;
export const BLOG_WRITER_ROLES = ['coach', 'section_manager', 'admin'] as const satisfies readonly Role[];
export const BLOG_ADMIN_ROLES = ['admin'] as const satisfies readonly Role[];

export const isBlogAdmin = (actor: Actor | null) => isAdminRole(actor?.role);
const isBlogReader = (actor: Actor | null) => actor !== null && (BLOG_READER_ROLES as readonly Role[]).includes(actor.role);
const isBlogWriter = (actor: Actor | null) => actor !== null && (BLOG_WRITER_ROLES as readonly Role[]).includes(actor.role);

/**
 * What an actor may read: `all` (admin), `readers` (published and reached, public or members-only; plus
 * their own articles for a writer), `public` (visitors and onboarding users: published, reached, public).
 */
export type ReaderScope = { kind: 'all' } | { kind: 'readers'; ownerId: string | null } | { kind: 'public' };

export function readerScope(actor: Actor | null): ReaderScope {
  if (isBlogAdmin(actor)) return { kind: 'all' };
  if (isBlogReader(actor)) return { kind: 'readers', ownerId: isBlogWriter(actor) ? actor!.id : null };
  return { kind: 'public' };
}
