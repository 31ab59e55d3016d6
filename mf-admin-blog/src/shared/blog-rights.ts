import { isAdminRole, useSession } from '@club/auth';
import type { Article } from '@club/contracts';

/**
 * What the signed-in person may do in the editor (the API decides again, ADR 131): an admin everything; a
 * section manager or a coach writes drafts and changes their own drafts, which an admin then publishes.
 */
export function useBlogRights() {
  const { session } = useSession();
  const isAdmin = isAdminRole(session?.user.role);
  const userId = session?.user.id;
  return {
    isAdmin,
    canChange: (article: Pick<Article, 'status' | 'authorId'>) => isAdmin || (article.status === 'draft' && article.authorId === userId),
  };
}
