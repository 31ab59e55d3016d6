import { defineRemote } from '@club/federation';
import { siteConfigLoader } from './features/site/api/get-site-config';

/**
 * The public area, mounted by the shell at `/`. Each page is its own chunk: the first visit to `/`
 * downloads the landing only (no form library, no legal texts).
 */
export default defineRemote({
  routes: [
    {
      index: true,
      loader: siteConfigLoader,
      lazy: () => import('./features/home/home-page').then(({ HomePage }) => ({ Component: HomePage })),
    },
    {
      path: 'contact',
      loader: siteConfigLoader,
      lazy: () => import('./features/contact/contact-page').then(({ ContactPage }) => ({ Component: ContactPage })),
    },
    {
      path: 'privacy',
      loader: siteConfigLoader,
      lazy: () => import('./features/legal/privacy-page').then(({ PrivacyPage }) => ({ Component: PrivacyPage })),
    },
    {
      path: 'terms',
      loader: siteConfigLoader,
      lazy: () => import('./features/legal/terms-page').then(({ TermsPage }) => ({ Component: TermsPage })),
    },
  ],
  navigation: [
    { to: '', label: 'Accueil', menu: 'main', order: 0 },
    { to: 'contact', label: 'Contact', menu: 'main', order: 100 },
  ],
});
