import { createElement, forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { defineRemoteConfig, widgetModule } from '../remote-config';
import { iconShapes, remoteExposes, remoteMetadata } from './remote-metadata';

type IconNode = Array<[string, Record<string, string>]>;

/**
 * An icon made the way lucide-react makes its icons (createLucideIcon): a forwardRef component drawing
 * an `<svg>` with lucide's default attributes and one child per node, each node with a React `key`.
 * (lucide-react itself is a dependency of the remotes, not of this library: each remote's routes test
 * checks the shapes of its real lucide icons.)
 */
function lucideLikeIcon(name: string, node: IconNode) {
  const Icon = forwardRef<SVGSVGElement, { size?: number }>(({ size = 24 }, ref) =>
    createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: `lucide lucide-${name}`,
      },
      node.map(([tag, attributes]) => createElement(tag, attributes)),
    ),
  );
  Icon.displayName = name;
  return Icon;
}

const BUILDING: IconNode = [
  ['path', { d: 'M10 12h4', key: 'a1' }],
  ['path', { d: 'M10 8h4', key: 'a2' }],
  ['path', { d: 'M6 10H4a2 2 0 0 0-2 2v10h20V12a2 2 0 0 0-2-2h-2', key: 'a3' }],
  ['rect', { x: '6', y: '2', width: '12', height: '20', rx: '2', key: 'a4' }],
];
const BUS: IconNode = [
  ['circle', { cx: '7', cy: '18', r: '2', key: 'b1' }],
  ['line', { x1: '2', y1: '12', x2: '22', y2: '12', key: 'b2' }],
  ['polyline', { points: '1 4 1 10 7 10', key: 'b3' }],
  ['ellipse', { cx: '12', cy: '5', rx: '9', ry: '3', key: 'b4' }],
  ['polygon', { points: '12 2 2 7 12 12', key: 'b5' }],
];
const withoutKeys = (node: IconNode) => node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);

const facilities = defineRemoteConfig({
  name: 'mf_admin_facilities',
  areas: [{ basePath: '/admin', prefixes: ['/admin/facilities', '/admin/assets'], layout: 'admin', label: 'la gestion des équipements' }],
  navigation: [
    { to: 'facilities/complexes', label: 'Complexes', menu: 'admin', order: 200, icon: lucideLikeIcon('building-2', BUILDING) },
    { to: 'assets/minibuses', label: 'Minibus', menu: 'admin', order: 300 },
  ],
  widgets: [{ slot: 'admin-home', id: 'upcoming-reservations', title: 'Prochaines réservations', order: 100, source: './src/widget.tsx' }],
});

describe('iconShapes', () => {
  it("turns an icon component into its shapes, with each shape's attributes (no React key, no svg attributes)", () => {
    expect(iconShapes(lucideLikeIcon('building-2', BUILDING))).toEqual(withoutKeys(BUILDING));
    expect(iconShapes(lucideLikeIcon('bus', BUS))).toEqual(withoutKeys(BUS));
  });

  it('keeps no element the manifest does not allow (a script, a group)', () => {
    const sneaky = () => createElement('svg', {}, createElement('script', {}, 'alert(1)'), createElement('g', {}, createElement('path', { d: 'M0 0' })));
    expect(iconShapes(sneaky)).toEqual([['path', { d: 'M0 0' }]]);
  });
});

describe('remoteMetadata', () => {
  it('writes the areas, the menu entries with their icons as shapes, and the widgets with their exposed module', () => {
    expect(remoteMetadata(facilities)).toEqual({
      areas: [{ basePath: '/admin', prefixes: ['/admin/facilities', '/admin/assets'], layout: 'admin', label: 'la gestion des équipements' }],
      navigation: [
        { to: 'facilities/complexes', label: 'Complexes', menu: 'admin', order: 200, icon: withoutKeys(BUILDING) },
        { to: 'assets/minibuses', label: 'Minibus', menu: 'admin', order: 300 },
      ],
      widgets: [{ slot: 'admin-home', id: 'upcoming-reservations', title: 'Prochaines réservations', order: 100, module: './widget-upcoming-reservations' }],
    });
  });

  it('gives an area without prefixes its base path as only prefix, and a remote without menus or widgets empty lists', () => {
    const member = defineRemoteConfig({ name: 'mf_public', areas: [{ basePath: '/', layout: 'public', label: 'le site public' }] });
    expect(remoteMetadata(member)).toEqual({ areas: [{ basePath: '/', prefixes: ['/'], layout: 'public', label: 'le site public' }], navigation: [], widgets: [] });
  });

  it('fails the build of a remote whose metadata breaks the manifest contract', () => {
    const relative = defineRemoteConfig({ name: 'mf_x', areas: [{ basePath: 'admin', layout: 'admin', label: "l'administration" }] });
    expect(() => remoteMetadata(relative)).toThrow(/chemin absolu attendu/);
    expect(() => remoteMetadata(defineRemoteConfig({ name: 'mf_x', areas: [] }))).toThrow();
    const badWidget = defineRemoteConfig({ ...facilities, widgets: [{ slot: 'admin-home', id: 'Mauvais Id', title: 'x', source: './x.tsx' }] });
    expect(() => remoteMetadata(badWidget)).toThrow();
  });
});

describe('remoteExposes', () => {
  it('exposes ./routes and one ./widget-<id> module per widget, from its source', () => {
    expect(widgetModule('upcoming-reservations')).toBe('./widget-upcoming-reservations');
    expect(remoteExposes(facilities, './src/routes.tsx')).toEqual({ './routes': './src/routes.tsx', './widget-upcoming-reservations': './src/widget.tsx' });
    expect(remoteExposes(defineRemoteConfig({ name: 'mf_x', areas: facilities.areas }), './src/routes.tsx')).toEqual({ './routes': './src/routes.tsx' });
  });
});
