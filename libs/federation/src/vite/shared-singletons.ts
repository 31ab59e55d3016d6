/**
 * Everything shared as one instance per page between the shell and every remote.
 * react-router, react-query, styled-components, sonner and zustand are shared through the
 * `@club/stack` facade so the host can tree-shake them (docs/decisions/003-stack-facade.md);
 * `@club/ui` holds the theme context and `@club/auth` the session store: one instance each too.
 * `@club/federation` memoises the runtime config (and keeps its zod schema out of every remote's chunks).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@club/stack',
  '@club/ui',
  '@club/auth',
  '@club/federation',
] as const;
export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];
