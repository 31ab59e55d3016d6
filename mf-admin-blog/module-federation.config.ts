import { defineRemoteConfig } from '@club/federation/vite';
import { MessageSquare, Newspaper } from 'lucide-react';
import { BASE_PATH, paths } from './src/paths';

/** mf-admin-blog (/admin/blog/*): articles, tags, comment moderation; its areas and menu entries reach the shell through the manifest. */
export default defineRemoteConfig({
  name: 'mf_admin_blog',
  areas: [{ basePath: BASE_PATH, layout: 'admin', label: "l'espace blog" }],
  navigation: [
    { to: paths.home.path, label: 'Blog', menu: 'admin', order: 500, icon: Newspaper },
    // The moderation queue of every article's comments (ADR 178): admins only (isStaffAdminPath).
    { to: paths.comments.path, label: 'Commentaires', menu: 'admin', order: 510, icon: MessageSquare },
  ],
  widgets: [{ slot: 'admin-home', id: 'blog-moderation', title: 'Blog', order: 300, source: './src/features/widget/blog-widget.tsx' }],
});
