import {
  LAYOUT_IDS,
  MANIFEST_LIMITS,
  MANIFEST_PATTERNS,
  MENU_IDS,
  SVG_ATTRIBUTES,
  SVG_ELEMENTS,
  WIDGET_SLOTS,
  type MenuEntry,
  type RemoteArea,
  type RemoteManifestEntry,
  type RuntimeConfig,
  type WidgetEntry,
} from '@club/contracts';

/**
 * The runtime config as `RuntimeConfigSchema` (@club/contracts) accepts it, checked by hand: this runs
 * on every page before the first render, and zod, even zod/mini, would add its weight to the shell's first load
 * for one object written by our own server (docs/decisions/008-first-load-budget.md,
 * docs/decisions/201-zod-mini-first-load-parsers.md). The names, patterns and limits are the contract's own
 * (federation-ids.ts); parse-runtime-config.test.ts keeps the rest in step.
 */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const fail = (path: string, expected: string): never => {
  throw new RuntimeConfigError(`${path} : ${expected} attendu`);
};

function object(value: unknown, path: string): Json {
  return isObject(value) ? value : fail(path, 'objet');
}

/** Lengths in code points, as zod counts them (an emoji is one character, two UTF-16 units). */
function text(value: unknown, path: string, minLength = 0, maxLength = Infinity): string {
  if (typeof value !== 'string') return fail(path, 'texte');
  const length = [...value].length;
  return length >= minLength && length <= maxLength ? value : fail(path, 'texte');
}

function matching(value: unknown, pattern: RegExp, path: string, expected: string): string {
  return typeof value === 'string' && pattern.test(value) ? value : fail(path, expected);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], path: string): T {
  return allowed.includes(value as T) ? (value as T) : fail(path, allowed.join(' | '));
}

function list<T>(value: unknown, path: string, item: (value: unknown, path: string) => T): T[] {
  return Array.isArray(value) ? value.map((element, index) => item(element, `${path}.${index}`)) : fail(path, 'liste');
}

function optionalInteger(value: unknown, path: string): { order?: number } {
  if (value === undefined) return {};
  return Number.isSafeInteger(value) ? { order: value as number } : fail(path, 'entier');
}

function area(value: unknown, path: string): RemoteArea {
  const raw = object(value, path);
  const prefixes = list(raw.prefixes, `${path}.prefixes`, (prefix, at) => matching(prefix, MANIFEST_PATTERNS.absolutePath, at, 'chemin absolu'));
  if (!prefixes.length) fail(`${path}.prefixes`, 'au moins un préfixe');
  return {
    basePath: matching(raw.basePath, MANIFEST_PATTERNS.absolutePath, `${path}.basePath`, 'chemin absolu'),
    prefixes,
    layout: oneOf(raw.layout, LAYOUT_IDS, `${path}.layout`),
    label: text(raw.label, `${path}.label`, 1, MANIFEST_LIMITS.label),
  };
}

function iconShape(value: unknown, path: string): NonNullable<MenuEntry['icon']>[number] {
  if (!Array.isArray(value) || value.length !== 2) return fail(path, '[forme, attributs]');
  const attributes = object(value[1], `${path}.1`);
  for (const [name, attribute] of Object.entries(attributes)) {
    oneOf(name, SVG_ATTRIBUTES, `${path}.1`);
    text(attribute, `${path}.1.${name}`, 0, MANIFEST_LIMITS.iconAttribute);
  }
  return [oneOf(value[0], SVG_ELEMENTS, `${path}.0`), attributes as Record<string, string>];
}

function icon(value: unknown, path: string): NonNullable<MenuEntry['icon']> {
  const shapes = list(value, path, iconShape);
  return shapes.length <= MANIFEST_LIMITS.iconShapes ? shapes : fail(path, `${MANIFEST_LIMITS.iconShapes} formes au plus`);
}

function menuEntry(value: unknown, path: string): MenuEntry {
  const raw = object(value, path);
  return {
    to: text(raw.to, `${path}.to`, 0, MANIFEST_LIMITS.link),
    label: text(raw.label, `${path}.label`, 1, MANIFEST_LIMITS.label),
    menu: oneOf(raw.menu, MENU_IDS, `${path}.menu`),
    ...optionalInteger(raw.order, `${path}.order`),
    ...(raw.icon === undefined ? {} : { icon: icon(raw.icon, `${path}.icon`) }),
  };
}

function widget(value: unknown, path: string): WidgetEntry {
  const raw = object(value, path);
  return {
    slot: oneOf(raw.slot, WIDGET_SLOTS, `${path}.slot`),
    id: matching(raw.id, MANIFEST_PATTERNS.widgetId, `${path}.id`, 'identifiant'),
    title: text(raw.title, `${path}.title`, 1, MANIFEST_LIMITS.label),
    module: matching(raw.module, MANIFEST_PATTERNS.widgetModule, `${path}.module`, 'module exposé ./nom'),
    ...optionalInteger(raw.order, `${path}.order`),
  };
}

function remote(value: unknown, path: string): RemoteManifestEntry {
  const raw = object(value, path);
  const lastLoaded = raw.lastLoaded === undefined ? undefined : object(raw.lastLoaded, `${path}.lastLoaded`);
  const areas = list(raw.areas, `${path}.areas`, area);
  if (!areas.length) fail(`${path}.areas`, 'au moins une zone');
  return {
    name: text(raw.name, `${path}.name`, 1),
    entry: text(raw.entry, `${path}.entry`, 1),
    version: text(raw.version, `${path}.version`, 1),
    ...(lastLoaded
      ? { lastLoaded: { entry: text(lastLoaded.entry, `${path}.lastLoaded.entry`, 1), version: text(lastLoaded.version, `${path}.lastLoaded.version`, 1) } }
      : {}),
    areas,
    navigation: raw.navigation === undefined ? [] : list(raw.navigation, `${path}.navigation`, menuEntry),
    widgets: raw.widgets === undefined ? [] : list(raw.widgets, `${path}.widgets`, widget),
  };
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isObject(value) || !isObject(value.remotes)) throw new RuntimeConfigError('remotes : objet attendu');
  const remotes: RuntimeConfig['remotes'] = {};
  for (const [key, entry] of Object.entries(value.remotes)) remotes[key] = remote(entry, `remotes.${key}`);
  const site = object(value.site, 'site');
  for (const key of ['name', 'shortName', 'phone', 'email']) text(site[key], `site.${key}`);
  if (!Number.isSafeInteger(site.foundedYear)) throw new RuntimeConfigError('site.foundedYear : entier attendu');
  const address = object(site.address, 'site.address');
  for (const key of ['venue', 'street', 'postalCode', 'city']) text(address[key], `site.address.${key}`);
  return {
    remotes,
    site: {
      name: site.name as string,
      shortName: site.shortName as string,
      foundedYear: site.foundedYear as number,
      phone: site.phone as string,
      email: site.email as string,
      address: {
        venue: address.venue as string,
        street: address.street as string,
        postalCode: address.postalCode as string,
        city: address.city as string,
      },
    },
  };
}
