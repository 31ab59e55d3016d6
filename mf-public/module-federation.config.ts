import { joinPath } from '@club/contracts';
import { defineRemoteConfig } from '@club/federation/vite';
import { BASE_PATH, paths } from './src/paths';

const address = (path: string) => joinPath(BASE_PATH, path);

/** mf-public: the public pages (/, /sections, /sections/{slug}, /contact, /privacy, /terms) and every unclaimed path (404). */
export default defineRemoteConfig({
  name: 'mf_public',
  areas: [{ basePath: BASE_PATH, layout: 'public', label: 'le site public' }],
  navigation: [
    { to: paths.home.path, label: 'Accueil', menu: 'main', order: 0 },
    { to: paths.sections.path, label: 'Sections', menu: 'main', order: 50 },
    { to: paths.blog.path, label: 'Actualités', menu: 'main', order: 75 },
    { to: paths.contact.path, label: 'Contact', menu: 'main', order: 100 },
  ],
  // Each lazy page's files are named in its HTML with the remote's entry, so that a prerendered page is adopted
  // one round trip sooner (docs/decisions/197-public-pages-files-with-the-html.md). `/` is in the routes chunk.
  pages: [
    { path: address(paths.sections.path), modules: ['./src/features/sections/sections-page.tsx'] },
    { path: address(paths.section.path), modules: ['./src/features/sections/section-page.tsx'] },
    { path: address(paths.blog.path), modules: ['./src/features/blog/blog-archive-page.tsx'] },
    { path: address(paths.article.path), modules: ['./src/features/blog/public-article-page.tsx', './src/features/blog/public-article-error.tsx'] },
    { path: address(paths.contact.path), modules: ['./src/features/contact/contact-page.tsx'] },
    { path: address(paths.privacy.path), modules: ['./src/features/legal/privacy-page.tsx'] },
    { path: address(paths.terms.path), modules: ['./src/features/legal/terms-page.tsx'] },
  ],
});
