import { RuntimeConfigSchema } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigError, parseRuntimeConfig } from './parse-runtime-config';

const facilities = {
  name: 'mf_admin_facilities',
  entry: '/remotes/mf-admin-facilities/4/remoteEntry.js',
  version: '4',
  lastLoaded: { entry: '/remotes/mf-admin-facilities/3/remoteEntry.js', version: '3' },
  areas: [{ basePath: '/admin', prefixes: ['/admin/facilities', '/admin/assets'], layout: 'admin', label: 'la gestion des équipements' }],
  navigation: [
    {
      to: 'facilities/complexes',
      label: 'Complexes',
      menu: 'admin',
      order: 200,
      icon: [
        ['path', { d: 'M10 12h4' }],
        ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2' }],
      ],
    },
    { to: 'assets/minibuses', label: 'Minibus', menu: 'admin' },
  ],
  widgets: [{ slot: 'admin-home', id: 'upcoming-reservations', title: 'Prochaines réservations', module: './widget-upcoming-reservations', order: 100 }],
};

const valid = {
  remotes: {
    'mf-public': {
      name: 'mf_public',
      entry: '/remotes/mf-public/1/remoteEntry.js',
      version: '1',
      areas: [{ basePath: '/', prefixes: ['/'], layout: 'public', label: 'le site public' }],
    },
    'mf-admin-facilities': facilities,
  },
  site: {
    name: 'Union Sportive des Coteaux',
    shortName: 'US Coteaux',
    foundedYear: 1940,
    phone: '01 39 52 40 40',
    email: 'contact@us-coteaux.fr',
    address: { venue: 'Complexe sportif municipal Jean-Bouin', street: '12 avenue du Stade', postalCode: '92500', city: 'Rueil-Malmaison' },
  },
};

/** `valid` with the facilities remote changed. */
const withFacilities = (changes: Record<string, unknown>) => ({ ...valid, remotes: { ...valid.remotes, 'mf-admin-facilities': { ...facilities, ...changes } } });
const withIcon = (icon: unknown) => withFacilities({ navigation: [{ ...facilities.navigation[0], icon }] });
const [area] = facilities.areas;

const invalid: Array<[string, unknown]> = [
  ['no remotes', { site: valid.site }],
  ['a remote without entry', withFacilities({ entry: undefined })],
  ['an empty remote name', withFacilities({ name: '' })],
  ['a remote without areas', withFacilities({ areas: undefined })],
  ['a remote whose areas are empty', withFacilities({ areas: [] })],
  ['an area with an unknown layout', withFacilities({ areas: [{ ...area, layout: 'sidebar' }] })],
  ['an area without prefixes', withFacilities({ areas: [{ ...area, prefixes: [] }] })],
  ['an area without label', withFacilities({ areas: [{ ...area, label: '' }] })],
  ['a menu entry for an unknown menu', withFacilities({ navigation: [{ to: '', label: 'X', menu: 'footer' }] })],
  ['a menu entry whose order is not an integer', withFacilities({ navigation: [{ to: '', label: 'X', menu: 'admin', order: 1.5 }] })],
  ['an icon with a script element', withIcon([['script', { d: 'alert(1)' }]])],
  ['an icon with a foreignObject element', withIcon([['foreignObject', {}]])],
  ['an icon shape with an event handler attribute', withIcon([['path', { d: 'M0 0', onload: 'alert(1)' }]])],
  ['an icon shape with an href attribute', withIcon([['path', { href: 'javascript:alert(1)' }]])],
  ['an icon attribute that is not text', withIcon([['circle', { r: 3 }]])],
  ['an icon shape that is not a pair', withIcon([['path']])],
  ['a widget for an unknown slot', withFacilities({ widgets: [{ ...facilities.widgets[0], slot: 'footer' }] })],
  ['a relative base path', withFacilities({ areas: [{ ...area, basePath: 'admin' }] })],
  ['a relative prefix', withFacilities({ areas: [{ ...area, prefixes: ['admin/facilities'] }] })],
  ['an area label over 100 characters', withFacilities({ areas: [{ ...area, label: 'x'.repeat(101) }] })],
  ['a menu link over 200 characters', withFacilities({ navigation: [{ to: 'x'.repeat(201), label: 'X', menu: 'admin' }] })],
  ['an icon of more than 20 shapes', withIcon(Array.from({ length: 21 }, () => ['path', { d: 'M0 0' }]))],
  ['a widget module that is a URL', withFacilities({ widgets: [{ ...facilities.widgets[0], module: 'http://evil/x.js' }] })],
  ['a widget id with spaces', withFacilities({ widgets: [{ ...facilities.widgets[0], id: 'A B' }] })],
  ['a lastLoaded without version', withFacilities({ lastLoaded: { entry: '/remotes/mf-admin-facilities/3/remoteEntry.js' } })],
  ['no site', { remotes: {} }],
  ['a year that is not an integer', { ...valid, site: { ...valid.site, foundedYear: '1940' } }],
  ['an address without city', { ...valid, site: { ...valid.site, address: { ...valid.site.address, city: undefined } } }],
  ['an area label of 101 emoji (the contract counts code points)', withFacilities({ areas: [{ ...area, label: '🏉'.repeat(101) }] })],
  ['a menu order beyond the safe integers', withFacilities({ navigation: [{ to: '', label: 'X', menu: 'admin', order: 2 ** 60 }] })],
  ['a year beyond the safe integers', { ...valid, site: { ...valid.site, foundedYear: 2 ** 60 } }],
  ['an array', []],
  ['null', null],
];

describe('parseRuntimeConfig', () => {
  it('accepts what the contract accepts (areas, menus with icons, widgets, lastLoaded), and returns the same value', () => {
    const parsed = parseRuntimeConfig(valid);
    expect(parsed).toEqual(RuntimeConfigSchema.parse(valid));
    expect(parsed.remotes['mf-admin-facilities']).toEqual(facilities);
    expect(parseRuntimeConfig({ ...valid, remotes: {} })).toEqual(RuntimeConfigSchema.parse({ ...valid, remotes: {} }));
  });

  it('counts lengths in code points, as the contract does: a label of 100 emoji is accepted', () => {
    const emoji = withFacilities({ areas: [{ ...area, label: '🏉'.repeat(100) }] });
    expect(parseRuntimeConfig(emoji)).toEqual(RuntimeConfigSchema.parse(emoji));
  });

  it('drops unknown keys and gives empty menus and widgets to a remote that declares none, as the contract does', () => {
    const withExtra = {
      ...valid,
      extra: true,
      site: { ...valid.site, unknown: 'x' },
      remotes: { ...valid.remotes, 'mf-admin-facilities': { ...facilities, extra: 1, areas: [{ ...area, extra: 2 }] } },
    };
    expect(parseRuntimeConfig(withExtra)).toEqual(RuntimeConfigSchema.parse(withExtra));
    expect(parseRuntimeConfig(valid).remotes['mf-public']).toMatchObject({ navigation: [], widgets: [] });
    expect(parseRuntimeConfig(valid).remotes['mf-public']).not.toHaveProperty('lastLoaded');
  });

  it.each(invalid)('rejects %s, as the contract does', (_label, value) => {
    expect(RuntimeConfigSchema.safeParse(value).success).toBe(false);
    expect(() => parseRuntimeConfig(value)).toThrow(RuntimeConfigError);
  });

  it('says in French where the manifest is wrong', () => {
    expect(() => parseRuntimeConfig(withFacilities({ areas: [{ ...area, layout: 'sidebar' }] }))).toThrow(
      'remotes.mf-admin-facilities.areas.0.layout : public | guest | protected | member | admin attendu',
    );
    expect(() => parseRuntimeConfig(withFacilities({ areas: [] }))).toThrow('remotes.mf-admin-facilities.areas : au moins une zone attendu');
    expect(() => parseRuntimeConfig(withIcon([['script', {}]]))).toThrow('remotes.mf-admin-facilities.navigation.0.icon.0.0 : path | circle');
  });
});
