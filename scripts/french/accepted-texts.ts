/**
 * Texts the glossary test would refuse but that say something else than the word it rules out, or that
 * another part of the work owns. Each says why; keep this list short.
 */
export const ACCEPTED_TEXTS: { file: string; found: string; why: string }[] = [
  { file: 'api/src/features/audit/audit.service.ts', found: 'Système', why: "the audit trail's actor of automatic actions, not the theme" },
  { file: 'api/src/features/family/family-lifecycle.test.ts', found: 'Système', why: "the audit trail's actor of automatic actions, as audit.service.ts writes it" },
  { file: 'e2e/blog/blog-addresses.spec.ts', found: 'Slug', why: 'the journey checks that the word is gone from the article form' },
];
