import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../support/env';

/**
 * Where each remote writes its addresses once: `src/paths.ts` (`routePaths(BASE_PATH, { name: 'path' })`),
 * and, for mf-auth, also the identity paths of @club/auth. Read as text: e2e may not import the apps' sources.
 */
const SHARED_ADDRESS_FILES: Record<string, string> = { 'mf-auth': 'libs/auth/src/routing/paths.ts' };

const read = (path: string) => readFileSync(join(ROOT_DIR, path), 'utf8');

function join2(base: string, path: string): string {
  const rest = path.replace(/^\/+/, '');
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base;
  return rest ? `${prefix}/${rest}` : prefix || '/';
}

function pathsOfRoutePaths(source: string, file: string): string[] {
  const base = source.match(/BASE_PATH\s*=\s*'([^']*)'/)?.[1];
  const body = source.match(/routePaths\(BASE_PATH,\s*\{([\s\S]*?)\}\)/)?.[1];
  if (base === undefined || body === undefined) throw new Error(`${file} : BASE_PATH ou routePaths(BASE_PATH, {…}) introuvable`);
  return [...body.matchAll(/\w+:\s*'([^']*)'/g)].map((match) => join2(base, match[1]!));
}

function pathsOfAuthPaths(source: string): string[] {
  const body = source.match(/AUTH_PATHS\s*=\s*\{([\s\S]*?)\}/)?.[1] ?? '';
  return [...body.matchAll(/\w+:\s*'(\/[^']*)'/g)].map((match) => match[1]!);
}

/** Every absolute route pattern the remotes declare (`/admin/facilities/complexes/:complexId`…), deduplicated. */
export function declaredRoutes(): { remote: string; route: string }[] {
  const remotes = readdirSync(ROOT_DIR).filter((name) => name.startsWith('mf-'));
  const found = remotes.flatMap((remote) => {
    const file = `${remote}/src/paths.ts`;
    const shared = SHARED_ADDRESS_FILES[remote];
    if (!existsSync(join(ROOT_DIR, file)))
      throw new Error(`${remote} n'a pas de src/paths.ts : déclarez-y ses adresses (ou indiquez son fichier dans declared-routes.ts)`);
    const routes = [...(shared ? pathsOfAuthPaths(read(shared)) : []), ...pathsOfRoutePaths(read(file), file)];
    return routes.map((route) => ({ remote, route }));
  });
  return found.filter((item, index) => found.findIndex((other) => other.route === item.route) === index);
}
