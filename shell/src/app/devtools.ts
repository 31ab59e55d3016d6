import type { QueryClient } from '@club/stack';

declare global {
  interface Window {
    __TANSTACK_QUERY_CLIENT__?: QueryClient;
  }
}

/**
 * The TanStack Query devtools browser extension finds the page's client under this name. It is also how
 * the e2e suite proves that remotes use the shell's one QueryClient (e2e/singletons.spec.ts).
 */
export function exposeQueryClientToDevtools(queryClient: QueryClient): void {
  window.__TANSTACK_QUERY_CLIENT__ = queryClient;
}
