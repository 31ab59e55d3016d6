import { defineRemote } from '@club/federation';
import { LoadingView } from '@club/ui';
import { DASHBOARD_LOADING_MESSAGE } from './features/dashboard/dashboard-loading';
import { SETTINGS_LOADING_MESSAGE } from './features/settings/settings-loading';
import { paths } from './paths';

const relative = (path: string, parent: string) => path.slice(parent.length + 1);

/**
 * The member area, mounted by the shell at `/` under its member layout: `dashboard/*` (home, members)
 * and `user/*` (profile, settings), the same two-subtree shape as mf-auth (ADR 041).
 */
export default defineRemote({
  routes: [
    {
      path: paths.dashboard.path,
      children: [
        {
          index: true,
          HydrateFallback: () => <LoadingView message={DASHBOARD_LOADING_MESSAGE} />,
          lazy: async () => {
            const { DashboardPage, dashboardLoader, DashboardRouteError } = await import('./features/dashboard/dashboard-route');
            return { Component: DashboardPage, loader: dashboardLoader, ErrorBoundary: DashboardRouteError };
          },
        },
        {
          path: relative(paths.members.path, paths.dashboard.path),
          HydrateFallback: () => <LoadingView message="Chargement des membres…" />,
          lazy: async () => {
            const [{ MembersPage }, { membersLoader }, { memberRouteError }] = await Promise.all([
              import('./features/members/members-page'),
              import('./features/members/api/members-loader'),
              import('./shared/route-error'),
            ]);
            return {
              Component: MembersPage,
              loader: membersLoader,
              ErrorBoundary: memberRouteError(
                "Impossible d'afficher les membres",
                "La liste des membres de vos sections n'a pas pu être chargée. Veuillez réessayer.",
              ),
            };
          },
        },
        {
          path: relative(paths.activities.path, paths.dashboard.path),
          HydrateFallback: () => <LoadingView message="Chargement de vos activités…" />,
          lazy: async () => {
            const [{ ActivitiesPage }, { activitiesLoader }, { memberRouteError }] = await Promise.all([
              import('./features/activities/activities-page'),
              import('./features/activities/api/activities-loader'),
              import('./shared/route-error'),
            ]);
            return {
              Component: ActivitiesPage,
              loader: activitiesLoader,
              ErrorBoundary: memberRouteError("Impossible d'afficher vos activités", "Vos séances n'ont pas pu être chargées. Veuillez réessayer."),
            };
          },
        },
        {
          path: relative(paths.anotherSection.path, paths.dashboard.path),
          HydrateFallback: () => <LoadingView message="Chargement des sections…" />,
          lazy: async () => {
            const [{ AnotherSectionPage }, { anotherSectionLoader }, { memberRouteError }] = await Promise.all([
              import('./features/another-section/another-section-page'),
              import('./features/another-section/api/another-section-loader'),
              import('./shared/route-error'),
            ]);
            return {
              Component: AnotherSectionPage,
              loader: anotherSectionLoader,
              ErrorBoundary: memberRouteError("Impossible d'afficher les sections", "Les sections du club n'ont pas pu être chargées. Veuillez réessayer."),
            };
          },
        },
        {
          path: relative(paths.family.path, paths.dashboard.path),
          HydrateFallback: () => <LoadingView message="Chargement de votre famille…" />,
          lazy: async () => {
            const [{ FamilyPage }, { familyLoader }, { memberRouteError }] = await Promise.all([
              import('./features/family/family-page'),
              import('./features/family/api/family-loader'),
              import('./shared/route-error'),
            ]);
            return {
              Component: FamilyPage,
              loader: familyLoader,
              ErrorBoundary: memberRouteError("Impossible d'afficher votre famille", "Les membres de votre famille n'ont pas pu être chargés. Veuillez réessayer."),
            };
          },
        },
        {
          path: relative(paths.social.path, paths.dashboard.path),
          HydrateFallback: () => <LoadingView message="Chargement du mur du club…" />,
          lazy: async () => {
            const [{ SocialPage }, { socialLoader }, { memberRouteError }] = await Promise.all([
              import('./features/social/social-page'),
              import('./features/social/social-loader'),
              import('./shared/route-error'),
            ]);
            return {
              Component: SocialPage,
              loader: socialLoader,
              ErrorBoundary: memberRouteError("Impossible d'afficher le mur du club", "Le mur du club n'a pas pu être chargé. Veuillez réessayer."),
            };
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
          HydrateFallback: () => <LoadingView message="Chargement de l'article…" />,
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
    {
      path: 'user',
      children: [
        {
          path: relative(paths.profile.path, 'user'),
          HydrateFallback: () => <LoadingView message="Chargement de votre profil…" />,
          lazy: async () => {
            const [{ ProfilePage }, { profileLoader }, { memberRouteError }] = await Promise.all([
              import('./features/profile/profile-page'),
              import('./features/profile/api/profile-loader'),
              import('./shared/route-error'),
            ]);
            return {
              Component: ProfilePage,
              loader: profileLoader,
              ErrorBoundary: memberRouteError("Impossible d'afficher votre profil", "Votre profil n'a pas pu être chargé. Veuillez réessayer."),
            };
          },
        },
        {
          path: relative(paths.settings.path, 'user'),
          HydrateFallback: () => <LoadingView message={SETTINGS_LOADING_MESSAGE} />,
          lazy: async () => {
            const [{ SettingsPage, settingsLoader }, { memberRouteError }] = await Promise.all([
              import('./features/settings/settings-route'),
              import('./shared/route-error'),
            ]);
            return {
              Component: SettingsPage,
              loader: settingsLoader,
              ErrorBoundary: memberRouteError("Impossible d'afficher vos paramètres", "Vos paramètres n'ont pas pu être chargés. Veuillez réessayer."),
            };
          },
        },
      ],
    },
  ],
});
