import { QueryClient, QueryClientProvider, RouterProvider, StyledThemeProvider } from '@club/stack';
import { createMemoryRouter } from '@club/stack/memory-router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
// The prerender runs in Node at build time: it needs the server side of styled-components, which the
// browser facade (@club/stack) does not export. Same package instance as the facade's `styled`.
// eslint-disable-next-line no-restricted-imports
import { ServerStyleSheet, version } from 'styled-components';
import { ThemeModeContext, type ThemeModeValue } from '../theme/theme-mode-context';
import { variablesTheme } from '../theme/variables-theme';

/** The switcher shows the default choice ('system'); nothing can change it before the app runs. */
const THEME_MODE: ThemeModeValue = { mode: 'system', resolved: 'light', setMode: () => undefined };

/** The version the browser's styled-components must have to adopt the sheets rendered here. */
export const STYLED_COMPONENTS_VERSION: string = version;

/**
 * The text of a styled-components server sheet: its rules and its rehydration markers, which the browser's
 * styled-components reads to adopt the rules as its own (docs/decisions/194-prerendered-pages-hydrate.md).
 */
export function sheetText(styleTags: string): string {
  return [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body = '']) => body).join('');
}

export interface RenderOptions {
  /** The URL the page is rendered at (links, NavLink's current page). */
  path: string;
  /** Page data already known at build time (e.g. the site config), so that nothing suspends on a fetch. */
  queryClient?: QueryClient;
}

/**
 * Renders `element` as the browser would at `path`: styled with variablesTheme (the app's own theme), under a router and a
 * QueryClient, waiting for every Suspense boundary. Returns its html and the server style sheet of the rules
 * it used.
 */
export async function renderToHtml(element: ReactNode, { path, queryClient = new QueryClient() }: RenderOptions): Promise<{ html: string; css: string }> {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const sheet = new ServerStyleSheet();
  try {
    const tree = sheet.collectStyles(
      <StyledThemeProvider theme={variablesTheme}>
        <ThemeModeContext.Provider value={THEME_MODE}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ThemeModeContext.Provider>
      </StyledThemeProvider>,
    );
    let failure: unknown;
    const { prelude } = await prerender(tree, {
      onError(error) {
        failure ??= error;
      },
    });
    const html = await new Response(prelude).text();
    // A page that fails to render must fail the build, not ship its error boundary as the page.
    if (failure) throw failure;
    return { html, css: sheetText(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}

export type { ReactNode };
