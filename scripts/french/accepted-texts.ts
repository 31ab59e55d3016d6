/**
 * Texts the glossary test would refuse but that say something else than the word it rules out, or that
 * another part of the work owns. Each says why; keep this list short.
 */
export const ACCEPTED_TEXTS: { file: string; found: string; why: string }[] = [
  { file: 'api/src/features/audit/audit.service.ts', found: 'Système', why: "the audit trail's actor of automatic actions, not the theme" },
  // The blog's « Slug (adresse) » field and its messages are reworked with slugs as addresses (issue 32, blog part).
  { file: 'libs/contracts/src/blog/articles.ts', found: 'slug', why: 'blog part of issue 32' },
  { file: 'api/src/features/blog/articles.routes.test.ts', found: 'slug', why: 'blog part of issue 32' },
  { file: 'mf-admin-blog/src/features/articles/components/article-form.tsx', found: 'Slug', why: 'blog part of issue 32' },
  { file: 'mf-admin-blog/src/features/articles/components/article-form.test.tsx', found: 'slug', why: 'blog part of issue 32' },
];
