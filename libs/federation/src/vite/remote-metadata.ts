import { RemoteMetadataSchema, type MenuIcon, type RemoteMetadata } from '@club/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { widgetModule, type MenuIconComponent, type RemoteConfig } from '../remote-config';

const SHAPE = /<(path|circle|rect|line|polyline|polygon|ellipse)\b([^>]*?)\/?>/g;
const ATTRIBUTE = /([a-z0-9]+)="([^"]*)"/g;

/** The shapes of an icon as data, from its own rendering (lucide icons are strokes on a 24×24 grid). */
export function iconShapes(icon: MenuIconComponent): MenuIcon {
  const markup = renderToStaticMarkup(createElement(icon, { size: 24 }));
  return [...markup.matchAll(SHAPE)].map(([, tag, attributes = '']) => [
    tag as MenuIcon[number][0],
    Object.fromEntries([...attributes.matchAll(ATTRIBUTE)].filter(([, name]) => name !== 'key').map(([, name, value]) => [name, value])),
  ]) as MenuIcon;
}

/** The metadata a remote's build writes into `remote.json`, checked against the manifest contract. */
export function remoteMetadata(config: RemoteConfig): RemoteMetadata {
  return RemoteMetadataSchema.parse({
    areas: config.areas.map((area) => ({ ...area, prefixes: area.prefixes ?? [area.basePath] })),
    navigation: (config.navigation ?? []).map(({ icon, ...entry }) => ({ ...entry, ...(icon ? { icon: iconShapes(icon) } : {}) })),
    widgets: (config.widgets ?? []).map(({ source: _source, ...widget }) => ({ ...widget, module: widgetModule(widget.id) })),
  });
}

/** What the federation plugin exposes: `./routes` and one module per widget. */
export function remoteExposes(config: RemoteConfig, routes: string): Record<string, string> {
  return Object.fromEntries([['./routes', routes], ...(config.widgets ?? []).map((widget) => [widgetModule(widget.id), widget.source])]);
}
