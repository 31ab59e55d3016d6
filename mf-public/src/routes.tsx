import { defineRemote } from '@club/federation';
import { siteConfigLoader } from '@club/ui';
import { HomePage } from './features/home/home-page';
import { paths } from './paths';

/**
 * The public area, mounted by the shell at `/`. The landing is part of this module (the routes chunk
 * the server preloads with the remote's entry): lazy, it cost one more round trip before the LCP
 * (docs/decisions/008-first-load-budget.md). Every other page is its own chunk, so the first visit to
 * `/` downloads no form library and no legal texts.
 */
export default defineRemote({
  routes: [
    {
      index: true,
      loader: siteConfigLoader,
      Component: HomePage,
    },
    {
      // The sections' pages: their content is the server's HTML from the live data (ADR 172), no API client.
      path: paths.sections.path,
      loader: siteConfigLoader,
      lazy: () => import('./features/sections/sections-page').then(({ SectionsPage }) => ({ Component: SectionsPage })),
    },
    {
      path: paths.section.path,
      loader: siteConfigLoader,
      lazy: () => import('./features/sections/section-page').then(({ SectionPage }) => ({ Component: SectionPage })),
    },
    {
      // The news archive: the server's HTML of the public articles, page by page (ADR 178), no API client.
      path: paths.blog.path,
      loader: siteConfigLoader,
      lazy: () => import('./features/blog/blog-archive-page').then(({ BlogArchivePage }) => ({ Component: BlogArchivePage })),
    },
    {
      path: paths.contact.path,
      loader: siteConfigLoader,
      lazy: () => import('./features/contact/contact-page').then(({ ContactPage }) => ({ Component: ContactPage })),
    },
    {
      path: paths.privacy.path,
      loader: siteConfigLoader,
      lazy: () => import('./features/legal/privacy-page').then(({ PrivacyPage }) => ({ Component: PrivacyPage })),
    },
    {
      path: paths.terms.path,
      loader: siteConfigLoader,
      lazy: () => import('./features/legal/terms-page').then(({ TermsPage }) => ({ Component: TermsPage })),
    },
    {
      // A public blog article: its own chunk (with the API client), never downloaded on `/`.
      path: paths.article.path,
      lazy: async () => {
        const [{ PublicArticlePage, publicArticleLoader }, { PublicArticleError }] = await Promise.all([
          import('./features/blog/public-article-page'),
          import('./features/blog/public-article-error'),
        ]);
        return { Component: PublicArticlePage, loader: publicArticleLoader, ErrorBoundary: PublicArticleError };
      },
    },
  ],
});
