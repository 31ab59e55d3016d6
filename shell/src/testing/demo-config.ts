import type { RemoteArea, RemoteManifestEntry, RuntimeConfig } from '@club/contracts';

type Area = Omit<RemoteArea, 'prefixes'> & { prefixes?: string[] };

/**
 * One published remote as the API puts it in the manifest: `/remotes/<folder>/<version>/remoteEntry.js`,
 * its container name, and the areas, menu entries and widgets its build declares.
 */
export function deployedRemote(
  folder: string,
  { version = '1', areas, navigation = [], widgets = [], lastLoaded }: Partial<Omit<RemoteManifestEntry, 'areas'>> & { areas: Area[] },
): RemoteManifestEntry {
  return {
    name: folder.replaceAll('-', '_'),
    entry: `/remotes/${folder}/${version}/remoteEntry.js`,
    version,
    ...(lastLoaded ? { lastLoaded } : {}),
    areas: areas.map((area) => ({ ...area, prefixes: area.prefixes ?? [area.basePath] })),
    navigation,
    widgets,
  };
}

export const TEST_SITE: RuntimeConfig['site'] = {
  name: 'Union Sportive de Test',
  shortName: 'US Test',
  foundedYear: 1940,
  phone: '01 23 45 67 89',
  email: 'contact@test.asso.fr',
  address: { venue: 'Complexe sportif municipal du Parc', street: '1 rue du Stade', postalCode: '75001', city: 'Paris' },
};

export const PUBLIC_REMOTE = deployedRemote('mf-public', {
  version: '3',
  areas: [{ basePath: '/', layout: 'public', label: 'le site public' }],
  navigation: [
    { to: '', label: 'Accueil', menu: 'main', order: 0 },
    { to: 'contact', label: 'Contact', menu: 'main', order: 100 },
  ],
});

/** The public site alone, at its version 3 (no version known to have loaded yet). */
export const TEST_CONFIG: RuntimeConfig = { remotes: { 'mf-public': PUBLIC_REMOTE }, site: TEST_SITE };

/** A lucide stroke icon as the builds write it (two shapes). */
export const TEST_ICON: NonNullable<RemoteManifestEntry['navigation'][number]['icon']> = [
  ['rect', { width: '7', height: '9', x: '3', y: '3', rx: '1' }],
  ['path', { d: 'M3 21h18' }],
];

/** The five remotes of the site, declared as their module-federation.config.ts declare them. */
export const SITE_CONFIG: RuntimeConfig = {
  site: TEST_SITE,
  remotes: {
    'mf-public': PUBLIC_REMOTE,
    'mf-auth': deployedRemote('mf-auth', {
      areas: [
        { basePath: '/', prefixes: ['/auth'], layout: 'guest', label: "l'espace de connexion" },
        { basePath: '/', prefixes: ['/first-login'], layout: 'protected', label: "la finalisation de l'inscription" },
        { basePath: '/', prefixes: ['/email-change'], layout: 'public', label: "le changement d'adresse e-mail" },
      ],
    }),
    'mf-member': deployedRemote('mf-member', {
      areas: [{ basePath: '/', prefixes: ['/dashboard', '/user'], layout: 'member', label: "l'espace membre" }],
      navigation: [
        { to: 'dashboard', label: 'Accueil', menu: 'member', order: 0, icon: TEST_ICON },
        { to: 'dashboard/members', label: 'Membres', menu: 'member', order: 20 },
        { to: 'user/profile', label: 'Mon profil', menu: 'member', order: 60 },
      ],
    }),
    'mf-admin-clubs': deployedRemote('mf-admin-clubs', {
      areas: [{ basePath: '/admin', layout: 'admin', label: "l'administration" }],
      navigation: [{ to: '', label: 'Tableau de bord', menu: 'admin', order: 0, icon: TEST_ICON }],
    }),
    'mf-admin-facilities': deployedRemote('mf-admin-facilities', {
      areas: [{ basePath: '/admin', prefixes: ['/admin/facilities', '/admin/assets'], layout: 'admin', label: 'la gestion des équipements' }],
      navigation: [
        { to: 'assets/minibuses', label: 'Minibus', menu: 'admin', order: 300 },
        { to: 'facilities/complexes', label: 'Complexes', menu: 'admin', order: 200, icon: TEST_ICON },
      ],
    }),
  },
};
