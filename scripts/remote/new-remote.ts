import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { LAYOUT_IDS, type LayoutId, type MenuId } from '@club/contracts';
import { containerNameOf, REMOTE_FOLDER_PATTERN } from '@club/federation/registry';
import { REMOTE_PACKAGE_PRESET } from '@club/federation/vite';
import { CliError } from './workspace';

const TEMPLATE_DIR = new URL('./template/', import.meta.url);
const PATH_PATTERN = /^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
/** The layouts a new remote may ask for (the guest layout is mf-auth's). */
const NEW_REMOTE_LAYOUTS = ['public', 'protected', 'admin'] as const satisfies readonly LayoutId[];
const MENU_OF_LAYOUT: Record<(typeof NEW_REMOTE_LAYOUTS)[number], MenuId> = { public: 'main', protected: 'member', admin: 'admin' };

export interface NewRemoteOptions {
  folder: string;
  path: string;
  layout: string;
  /** French name of the area (« Impossible de charger {label}. »). */
  label?: string;
  /** Its menu entry and page heading. */
  menuLabel?: string;
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** Checked options with their defaults: `mf-demo --path /demo` → menu « Demo », area « la section Demo ». */
export function resolveOptions(options: NewRemoteOptions) {
  const { folder, path, layout } = options;
  if (!REMOTE_FOLDER_PATTERN.test(folder)) throw new CliError(`« ${folder} » : le dossier d'un remote s'appelle mf-<nom> (minuscules, chiffres, tirets).`);
  if (!PATH_PATTERN.test(path)) throw new CliError(`« ${path} » : --path attend un chemin comme /demo ou /admin/demo (minuscules, chiffres, tirets).`);
  if (!(NEW_REMOTE_LAYOUTS as readonly string[]).includes(layout)) {
    throw new CliError(`« ${layout} » : --layout attend ${NEW_REMOTE_LAYOUTS.join(', ')} (mises en page du shell : ${LAYOUT_IDS.join(', ')}).`);
  }
  if (layout === 'admin' && !path.startsWith('/admin/')) throw new CliError('Une zone --layout admin vit sous /admin/… (ex. --path /admin/demo).');
  const menuLabel = options.menuLabel ?? capitalised(folder.replace(/^mf-/, '').replaceAll('-', ' '));
  const label = options.label ?? `la section ${menuLabel}`;
  const typed = layout as (typeof NEW_REMOTE_LAYOUTS)[number];
  return { folder, path, layout: typed, label, menuLabel, menu: MENU_OF_LAYOUT[typed], container: containerNameOf(folder) };
}

/** `{{name}}` → value; quotes and braces escaped for the TS strings and JSX text the templates hold. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`template : {{${key}}} inconnu`);
    return value
      .replace(/\\/g, '\\\\')
      .replace(/'/g, "\\'")
      .replace(/[{}<>]/g, '');
  });
}

async function templateFiles(dir: URL): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.tpl')).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the new remote from the one template; returns the files written (relative to the root). */
export async function createRemote(root: string, options: NewRemoteOptions): Promise<string[]> {
  const resolved = resolveOptions(options);
  const target = join(root, resolved.folder);
  if (existsSync(target)) throw new CliError(`Le dossier ${resolved.folder} existe déjà : choisissez un autre nom.`);
  const values = { ...resolved } as Record<string, string>;
  const templateRoot = TEMPLATE_DIR.pathname;
  const written: string[] = [];
  for (const file of await templateFiles(TEMPLATE_DIR)) {
    const destination = join(target, relative(templateRoot, file).replace(/\.tpl$/, ''));
    await mkdir(dirname(destination), { recursive: true });
    await writeFile(destination, fill(await readFile(file, 'utf8'), values));
    written.push(relative(root, destination));
  }
  const pkg = { name: resolved.folder, version: '0.1.0', private: true, type: 'module', ...REMOTE_PACKAGE_PRESET };
  await writeFile(join(target, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  return [join(resolved.folder, 'package.json'), ...written];
}
