import { withDe } from '@club/contracts';

/** Demo accounts of the seed, one per kind of viewer (the password is the demo's). */
export const VIEWERS = {
  visitor: null,
  newcomer: 'nouveau@demo.asso.fr',
  member: 'membre@demo.asso.fr',
  coach: 'coach@demo.asso.fr',
  admin: 'admin@demo.asso.fr',
} as const;
export type Viewer = keyof typeof VIEWERS;

/** Rows of the demo seed whose pages the table visits, read through the API as the admin. */
export interface SeededRows {
  complex: { id: string; name: string };
  room: { id: string; name: string };
  minibus: { id: string; name: string };
  roomReservationId: string;
  minibusReservationId: string;
  application: { id: string; user: { firstName: string; lastName: string } };
  /** The demo's contact message (its subject is the page's heading). */
  contactMessage: { id: string; subject: string };
  club: { id: string; name: string };
  clubSection: { id: string; name: string };
  clubCategory: { id: string; name: string };
  /** A published public article of the demo blog. */
  article: { id: string; slug: string; title: string };
  /** An upcoming demo training session the demo coach leads (his roll call is visited as him). */
  trainingSession: { id: string; clubId: string; sectionId: string; sectionName: string; categoryId: string; categoryName: string; title: string };
}

export interface RouteVisit {
  /** The route pattern as the remote declares it (`*` for an unknown address). */
  route: string;
  /** The viewer who can see it. */
  as: Viewer;
  /** The address to open (the route itself when it has no `:param`). */
  url?: (rows: SeededRows) => string;
  /** The level-1 heading that proves the page's content is there, not a loader or an error. */
  heading: (rows: SeededRows) => string | RegExp;
}

const fixed = (heading: string | RegExp) => () => heading;

/**
 * Every page of the site, signed in as who may see it (docs/decisions/091-accessibility-gate.md).
 * accessibility.spec.ts fails when a remote declares a route that is not here.
 */
export const ACCESSIBILITY_ROUTES: RouteVisit[] = [
  { route: '/', as: 'visitor', heading: fixed(/Le sport pour tous/) },
  { route: '/contact', as: 'visitor', heading: fixed('Contact & mentions légales') },
  { route: '/privacy', as: 'visitor', heading: fixed('Politique de confidentialité') },
  { route: '/terms', as: 'visitor', heading: fixed("Conditions générales d'utilisation") },
  { route: '/sections', as: 'visitor', heading: fixed('Nos sections sportives') },
  // The demo's Football section (one demo club: its slug is its name).
  { route: '/sections/:sectionSlug', as: 'visitor', url: () => '/sections/football', heading: fixed('Football') },
  { route: '/blog', as: 'visitor', heading: fixed('Actualités du club') },
  { route: '/blog/:blogId', as: 'visitor', url: (r) => `/blog/${r.article.slug}`, heading: (r) => r.article.title },
  { route: '*', as: 'visitor', url: () => '/page-qui-n-existe-pas', heading: fixed('404') },

  { route: '/auth/login', as: 'visitor', heading: fixed('Connexion') },
  { route: '/auth/register', as: 'visitor', heading: fixed(/Inscription|Créer un compte/) },
  { route: '/auth/forgot-password', as: 'visitor', heading: fixed(/Mot de passe oublié/) },
  { route: '/auth/reset-password', as: 'visitor', url: () => '/auth/reset-password?token=jeton-de-test', heading: fixed(/mot de passe/i) },
  { route: '/auth/account-created', as: 'visitor', heading: fixed('Vérifiez votre boîte de réception') },
  { route: '/auth/send-verification-email', as: 'visitor', heading: fixed(/vérification|e-mail/i) },
  { route: '/auth/verify', as: 'visitor', url: () => '/auth/verify?token=jeton-invalide', heading: fixed(/vérification|Lien/i) },
  { route: '/auth/verify/success', as: 'visitor', heading: fixed('Adresse e-mail vérifiée') },
  { route: '/auth/verify/error', as: 'visitor', heading: fixed(/Lien de vérification invalide|Échec de la vérification/) },
  // The e-mail change links (ADR 160), open signed in or not; a well-formed token the API does not know.
  {
    route: '/email-change/confirm',
    as: 'visitor',
    url: () => `/email-change/confirm?token=${'A'.repeat(43)}`,
    heading: fixed('Confirmer votre nouvelle adresse e-mail'),
  },
  { route: '/email-change/undo', as: 'visitor', url: () => `/email-change/undo?token=${'A'.repeat(43)}`, heading: fixed("Annuler le changement d'adresse e-mail") },
  { route: '/first-login/setup', as: 'newcomer', heading: fixed('Finaliser mon inscription') },
  { route: '/dashboard', as: 'member', heading: fixed(/Bienvenue/) },
  { route: '/dashboard', as: 'coach', heading: fixed(/Bienvenue/) },
  { route: '/dashboard/blog', as: 'member', heading: fixed('Blog') },
  { route: '/dashboard/blog/:blogId', as: 'member', url: (r) => `/dashboard/blog/${r.article.slug}`, heading: (r) => r.article.title },
  { route: '/dashboard/members', as: 'member', heading: fixed('Membres') },
  { route: '/dashboard/activities', as: 'member', heading: fixed('Mes activités') },
  { route: '/dashboard/applications/new', as: 'member', heading: fixed('Rejoindre une autre section') },
  // The family page, open to a parent who is no member (docs/decisions/209-family-member-area.md).
  { route: '/dashboard/family', as: 'member', heading: fixed('Ma famille') },
  { route: '/dashboard/family', as: 'newcomer', heading: fixed('Ma famille') },
  { route: '/dashboard/activities', as: 'coach', heading: fixed('Mes activités') },
  { route: '/dashboard/social', as: 'member', heading: fixed('Le mur du club') },
  { route: '/user/profile', as: 'member', heading: fixed('Mon profil') },
  { route: '/user/settings', as: 'member', heading: fixed('Paramètres') },

  { route: '/admin', as: 'admin', heading: fixed("Bienvenue sur le panel d'administration") },
  { route: '/admin/users', as: 'admin', heading: fixed('Gestion des utilisateurs') },
  { route: '/admin/applications', as: 'admin', heading: fixed('Candidatures') },
  {
    route: '/admin/applications/:applicationId',
    as: 'admin',
    url: (r) => `/admin/applications/${r.application.id}`,
    heading: (r) => `Candidature ${withDe(`${r.application.user.firstName} ${r.application.user.lastName}`)}`,
  },
  { route: '/admin/messages', as: 'admin', heading: fixed('Messages') },
  {
    route: '/admin/messages/:messageId',
    as: 'admin',
    url: (r) => `/admin/messages/${r.contactMessage.id}`,
    heading: (r) => r.contactMessage.subject,
  },
  { route: '/admin/emails', as: 'admin', heading: fixed('E-mails') },
  { route: '/admin/audit', as: 'admin', heading: fixed("Journal d'audit") },
  { route: '/admin/deployments', as: 'admin', heading: fixed('Déploiements') },
  { route: '/admin/dashboard/clubs', as: 'admin', heading: fixed('Clubs') },
  { route: '/admin/dashboard/clubs/create', as: 'admin', heading: fixed('Nouveau club') },
  { route: '/admin/dashboard/clubs/:clubId', as: 'admin', url: (r) => `/admin/dashboard/clubs/${r.club.id}`, heading: (r) => r.club.name },
  { route: '/admin/dashboard/clubs/:clubId/edit', as: 'admin', url: (r) => `/admin/dashboard/clubs/${r.club.id}/edit`, heading: (r) => `Modifier ${r.club.name}` },
  {
    route: '/admin/dashboard/clubs/:clubId/sections',
    as: 'admin',
    url: (r) => `/admin/dashboard/clubs/${r.club.id}/sections`,
    heading: (r) => `Sections ${withDe(r.club.name)}`,
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sections/create',
    as: 'admin',
    url: (r) => `/admin/dashboard/clubs/${r.club.id}/sections/create`,
    heading: fixed('Nouvelle section'),
  },
  {
    route: '/admin/dashboard/clubs/:clubId/categories',
    as: 'admin',
    url: (r) => `/admin/dashboard/clubs/${r.club.id}/categories`,
    heading: (r) => `Catégories ${withDe(r.club.name)}`,
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sections/:sectionId',
    as: 'admin',
    url: (r) => `/admin/dashboard/clubs/${r.club.id}/sections/${r.clubSection.id}`,
    heading: (r) => r.clubSection.name,
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sections/:sectionId/edit',
    as: 'admin',
    url: (r) => `/admin/dashboard/clubs/${r.club.id}/sections/${r.clubSection.id}/edit`,
    heading: (r) => `Modifier ${r.clubSection.name}`,
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sections/:sectionId/categories',
    as: 'admin',
    url: (r) => `/admin/dashboard/clubs/${r.club.id}/sections/${r.clubSection.id}/categories`,
    heading: (r) => `Catégories ${withDe(r.clubSection.name)}`,
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sections/:sectionId/categories/create',
    as: 'admin',
    url: (r) => `/admin/dashboard/clubs/${r.club.id}/sections/${r.clubSection.id}/categories/create`,
    heading: (r) => `Nouvelle catégorie ${withDe(r.clubSection.name)}`,
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/edit',
    as: 'admin',
    url: (r) => `/admin/dashboard/clubs/${r.club.id}/sections/${r.clubSection.id}/categories/${r.clubCategory.id}/edit`,
    heading: (r) => `Modifier ${r.clubCategory.name}`,
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/members',
    as: 'admin',
    url: (r) => `/admin/dashboard/clubs/${r.club.id}/sections/${r.clubSection.id}/categories/${r.clubCategory.id}/members`,
    heading: (r) => `Membres de la catégorie ${r.clubCategory.name}`,
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sessions',
    as: 'admin',
    url: (r) => `/admin/dashboard/clubs/${r.club.id}/sessions`,
    heading: (r) => `Séances — ${r.club.name}`,
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sections/:sectionId/sessions',
    as: 'coach',
    url: (r) => `/admin/dashboard/clubs/${r.trainingSession.clubId}/sections/${r.trainingSession.sectionId}/sessions`,
    heading: (r) => `Séances de la section ${r.trainingSession.sectionName}`,
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/sessions',
    as: 'admin',
    url: (r) => `/admin/dashboard/clubs/${r.trainingSession.clubId}/sections/${r.trainingSession.sectionId}/categories/${r.trainingSession.categoryId}/sessions`,
    heading: (r) => `Séances — ${r.trainingSession.sectionName} ${r.trainingSession.categoryName}`,
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/sessions/create',
    as: 'admin',
    url: (r) =>
      `/admin/dashboard/clubs/${r.trainingSession.clubId}/sections/${r.trainingSession.sectionId}/categories/${r.trainingSession.categoryId}/sessions/create`,
    heading: (r) => `Planifier une séance — ${r.trainingSession.sectionName} ${r.trainingSession.categoryName}`,
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/sessions/:sessionId/edit',
    as: 'coach',
    url: (r) =>
      `/admin/dashboard/clubs/${r.trainingSession.clubId}/sections/${r.trainingSession.sectionId}/categories/${r.trainingSession.categoryId}/sessions/${r.trainingSession.id}/edit`,
    heading: fixed(/^Modifier la séance du /),
  },
  {
    route: '/admin/dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/sessions/:sessionId/attendance',
    as: 'coach',
    url: (r) =>
      `/admin/dashboard/clubs/${r.trainingSession.clubId}/sections/${r.trainingSession.sectionId}/categories/${r.trainingSession.categoryId}/sessions/${r.trainingSession.id}/attendance`,
    heading: (r) => `Présences — ${r.trainingSession.title}`,
  },
  { route: '/admin/facilities', as: 'admin', heading: fixed(/Complexes|Installations/) },
  { route: '/admin/facilities/complexes', as: 'admin', heading: fixed('Complexes sportifs') },
  { route: '/admin/facilities/complexes/create', as: 'admin', heading: fixed('Nouveau complexe') },
  { route: '/admin/facilities/complexes/:complexId', as: 'admin', url: (r) => `/admin/facilities/complexes/${r.complex.id}`, heading: (r) => r.complex.name },
  {
    route: '/admin/facilities/complexes/:complexId/edit',
    as: 'admin',
    url: (r) => `/admin/facilities/complexes/${r.complex.id}/edit`,
    heading: (r) => `Modifier ${r.complex.name}`,
  },
  {
    route: '/admin/facilities/complexes/:complexId/create-room',
    as: 'admin',
    url: (r) => `/admin/facilities/complexes/${r.complex.id}/create-room`,
    heading: fixed(/Nouvelle salle/),
  },
  { route: '/admin/facilities/rooms', as: 'admin', heading: fixed('Salles') },
  { route: '/admin/facilities/rooms/:roomId', as: 'admin', url: (r) => `/admin/facilities/rooms/${r.room.id}`, heading: (r) => r.room.name },
  { route: '/admin/facilities/rooms/:roomId/edit', as: 'admin', url: (r) => `/admin/facilities/rooms/${r.room.id}/edit`, heading: (r) => `Modifier ${r.room.name}` },
  {
    route: '/admin/facilities/rooms/:roomId/create-reservation',
    as: 'admin',
    url: (r) => `/admin/facilities/rooms/${r.room.id}/create-reservation`,
    heading: (r) => `Réserver ${r.room.name}`,
  },
  {
    route: '/admin/facilities/roomReservations/:roomReservationId/edit',
    as: 'admin',
    url: (r) => `/admin/facilities/roomReservations/${r.roomReservationId}/edit`,
    heading: fixed(/réservation/i),
  },
  { route: '/admin/assets', as: 'admin', heading: fixed(/Minibus|Matériel/) },
  { route: '/admin/assets/minibuses', as: 'admin', heading: fixed('Minibus') },
  { route: '/admin/assets/minibuses/create', as: 'admin', heading: fixed('Nouveau minibus') },
  { route: '/admin/assets/minibuses/:minibusId', as: 'admin', url: (r) => `/admin/assets/minibuses/${r.minibus.id}`, heading: (r) => r.minibus.name },
  {
    route: '/admin/assets/minibuses/:minibusId/edit',
    as: 'admin',
    url: (r) => `/admin/assets/minibuses/${r.minibus.id}/edit`,
    heading: (r) => `Modifier ${r.minibus.name}`,
  },
  {
    route: '/admin/assets/minibuses/:minibusId/create-reservation',
    as: 'admin',
    url: (r) => `/admin/assets/minibuses/${r.minibus.id}/create-reservation`,
    heading: (r) => `Réserver ${r.minibus.name}`,
  },
  {
    route: '/admin/assets/minibusReservations/:minibusReservationId/edit',
    as: 'admin',
    url: (r) => `/admin/assets/minibusReservations/${r.minibusReservationId}/edit`,
    heading: fixed(/réservation/i),
  },
  // The bookings pages of coaches and section managers (ADR 170), seen as the demo coach.
  { route: '/admin/bookings', as: 'coach', heading: fixed('Mes réservations') },
  { route: '/admin/bookings/rooms/:roomId', as: 'coach', url: (r) => `/admin/bookings/rooms/${r.room.id}`, heading: (r) => `Réserver ${r.room.name}` },
  {
    route: '/admin/bookings/roomReservations/:roomReservationId/edit',
    as: 'coach',
    url: (r) => `/admin/bookings/roomReservations/${r.roomReservationId}/edit`,
    heading: fixed(/^Modifier la réservation/),
  },
  {
    route: '/admin/bookings/minibuses/:minibusId',
    as: 'coach',
    url: (r) => `/admin/bookings/minibuses/${r.minibus.id}`,
    heading: (r) => `Réserver ${r.minibus.name}`,
  },
  {
    route: '/admin/bookings/minibusReservations/:minibusReservationId/edit',
    as: 'coach',
    url: (r) => `/admin/bookings/minibusReservations/${r.minibusReservationId}/edit`,
    heading: fixed(/^Modifier la réservation/),
  },

  { route: '/admin/blog', as: 'admin', heading: fixed('Blog') },
  { route: '/admin/blog/create', as: 'admin', heading: fixed('Nouvel article') },
  { route: '/admin/blog/tags', as: 'admin', heading: fixed('Tags') },
  { route: '/admin/blog/comments', as: 'admin', heading: fixed('Commentaires') },
  { route: '/admin/blog/:blogId', as: 'admin', url: (r) => `/admin/blog/${r.article.id}`, heading: (r) => r.article.title },
  { route: '/admin/blog/:blogId/edit', as: 'admin', url: (r) => `/admin/blog/${r.article.id}/edit`, heading: (r) => `Modifier ${r.article.title}` },
];
