import { defineRemoteConfig } from '@club/federation/vite';
import { ClipboardCheck, Inbox, LayoutDashboard, Mail, ScrollText, Trophy, Users } from 'lucide-react';
import { BASE_PATH, paths } from './src/paths';

/** mf-admin-clubs: the administration home (/admin), users, membership applications, the contact messages, the e-mails, the audit trail and the clubs. */
export default defineRemoteConfig({
  name: 'mf_admin_clubs',
  areas: [{ basePath: BASE_PATH, layout: 'admin', label: "l'administration" }],
  navigation: [
    { to: paths.home.path, label: 'Tableau de bord', menu: 'admin', order: 0, icon: LayoutDashboard },
    { to: paths.users.path, label: 'Utilisateurs', menu: 'admin', order: 10, icon: Users },
    { to: paths.applications.path, label: 'Candidatures', menu: 'admin', order: 20, icon: ClipboardCheck },
    // The contact form's messages (ADR 169): people waiting for an answer, beside the applications.
    { to: paths.messages.path, label: 'Messages', menu: 'admin', order: 25, icon: Inbox },
    // Also the one entry a section manager or a coach sees (ADR 114).
    { to: paths.clubs.path, label: 'Clubs', menu: 'admin', order: 30, icon: Trophy },
    // Before « Journal d'audit » (190) and « Déploiements » (195): the site's own workings.
    { to: paths.emails.path, label: 'E-mails', menu: 'admin', order: 180, icon: Mail },
    { to: paths.audit.path, label: "Journal d'audit", menu: 'admin', order: 190, icon: ScrollText },
  ],
  widgets: [
    {
      slot: 'admin-home',
      id: 'pending-applications',
      title: 'Candidatures en attente',
      order: 10,
      source: './src/features/pending-applications/pending-applications-widget.tsx',
    },
    {
      slot: 'admin-home',
      id: 'unread-messages',
      title: 'Messages non lus',
      order: 15,
      source: './src/features/unread-messages/unread-messages-widget.tsx',
    },
    {
      slot: 'admin-home',
      id: 'users-overview',
      title: 'Utilisateurs',
      order: 20,
      source: './src/features/users-overview/users-overview-widget.tsx',
    },
    {
      slot: 'admin-home',
      id: 'undelivered-emails',
      title: 'E-mails non remis',
      order: 40,
      source: './src/features/undelivered-emails/undelivered-emails-widget.tsx',
    },
  ],
});
