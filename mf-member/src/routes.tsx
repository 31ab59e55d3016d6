import { defineRemote } from '@club/federation';
import { LoadingView } from '@club/ui';
import { paths } from './paths';

/**
 * The member area, mounted by the shell at `/` under its protected layout: `dashboard/*` now,
 * `user/*` later (the same two-subtree shape as mf-auth, docs/decisions/041-mf-auth-two-prefixes.md).
 */
export default defineRemote({
  routes: [
    {
      path: paths.dashboard.path,
      children: [
        {
          index: true,
          HydrateFallback: () => <LoadingView message="Chargement de votre espace…" />,
          lazy: async () => {
            const [{ DashboardPage }, { dashboardLoader }, { DashboardRouteError }] = await Promise.all([
              import('./features/dashboard/dashboard-page'),
              import('./features/dashboard/api/dashboard-loader'),
              import('./features/dashboard/dashboard-route-error'),
            ]);
            return { Component: DashboardPage, loader: dashboardLoader, ErrorBoundary: DashboardRouteError };
          },
        },
        {
          path: 'blog',
          HydrateFallback: () => <LoadingView message="Chargement des articles…" />,
          lazy: async () => {
            const [{ BlogListPage }, { blogListLoader }, { BlogRouteError }] = await Promise.all([
              import('./features/blog/components/blog-list-page'),
              import('./features/blog/api/blog-loaders'),
              import('./features/blog/blog-route-error'),
            ]);
            return { Component: BlogListPage, loader: blogListLoader, ErrorBoundary: BlogRouteError };
          },
        },
        {
          path: 'blog/:blogId',
          HydrateFallback: () => <LoadingView message="Chargement de l’article…" />,
          lazy: async () => {
            const [{ BlogArticlePage }, { blogArticleLoader }, { BlogRouteError }] = await Promise.all([
              import('./features/blog/components/blog-article-page'),
              import('./features/blog/api/blog-loaders'),
              import('./features/blog/blog-route-error'),
            ]);
            return { Component: BlogArticlePage, loader: blogArticleLoader, ErrorBoundary: BlogRouteError };
          },
        },
      ],
    },
  ],
});
