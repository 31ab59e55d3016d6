import type { Rolldown } from 'vite';
import { entriesReaching, isSharedShim, isSmallLeaf, isVirtual, type ModuleMatcher } from './module-graph';
import { MIN_SHARING_ENTRIES, sharedHelpersChunk } from './shared-helpers-chunk';

/*
 * A remote's lean base (docs/decisions/203-member-settings-on-zod-mini.md): what every page of the remote needs to
 * read the API — `@club/http`, zod's core and zod/mini, the contracts in zod/mini and the zod-free contracts they use,
 * the shims of the shell's singletons — comes with the remote's entry (its routes chunk), and zod's classic API with
 * the API clients' kit. A page whose reads and forms are on zod/mini then downloads no zod classic, no kit and no
 * contract it does not use, while a page on the kit still downloads three files beyond the entry.
 */

const sep = String.raw`[\\/]`;
/** The modules a zod/mini reader starts from; zod's JSON-schema modules are only for zod classic's `toJSONSchema`. */
const BASE_ROOTS = new RegExp(`${sep}(libs${sep}http${sep}src|libs${sep}contracts${sep}src${sep}mini|zod${sep}v4${sep}(core|mini)|zod${sep}mini)${sep}`);
const JSON_SCHEMA = /json-schema/;
const CONTRACTS = new RegExp(`${sep}libs${sep}contracts${sep}src${sep}`);
const API_CLIENT = new RegExp(`${sep}libs${sep}api-client${sep}src${sep}`);
/** What the kit brings: the clients, the classic contracts and zod classic. */
const IN_KIT = new RegExp(`${sep}libs${sep}(api-client|contracts)${sep}src${sep}|${sep}zod${sep}`);

/** A module of the base: a root, a shim of a shared singleton, or a contract whose imports are all of the base (no zod classic). */
export function isBaseModule(id: string, context: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (isSharedShim(id)) return true;
  if (BASE_ROOTS.test(id)) return !JSON_SCHEMA.test(id);
  if (!CONTRACTS.test(id)) return false;
  if (seen.has(id)) return true;
  seen.add(id);
  const info = context.getModuleInfo(id);
  return info !== null && info.importedIds.every((dependency) => isBaseModule(dependency, context, seen));
}

/**
 * The exposed routes module, its own static imports in the remote's sources, and the base, in one chunk that the
 * entry's files include. Dependencies are not followed: zod/mini's index reaches the JSON-schema modules that only
 * zod classic uses, and the routes reach the contracts' index.
 */
function routesWithBase(routesModule: string, sourceDir: string): Rolldown.CodeSplittingGroup {
  const routesSources = new Set<string>();
  const collect = (id: string, context: Rolldown.ChunkingContext) => {
    if (routesSources.has(id) || !id.startsWith(sourceDir)) return;
    const info = context.getModuleInfo(id);
    if (!info) return;
    routesSources.add(id);
    for (const dependency of info.importedIds) collect(dependency, context);
  };
  return {
    name: (id, context) => {
      if (routesSources.size === 0) collect(routesModule, context);
      return routesSources.has(id) || isBaseModule(id, context) ? 'routes' : null;
    },
    includeDependenciesRecursively: false,
  };
}

/**
 * The API clients' kit (with its classic contracts and zod classic), and the small helpers that three or more pages
 * share and that need the kit: joined with it, they cost the pages that use them no file, and the shared helpers'
 * chunk stays free of the kit for a page on zod/mini.
 */
function apiClientKit(onBase: ModuleMatcher): Rolldown.CodeSplittingGroup {
  const onKit: ModuleMatcher = (id, context) => onBase(id, context) || IN_KIT.test(id);
  return {
    name: (id, context) => {
      if (API_CLIENT.test(id)) return 'api-client';
      if (isVirtual(id) && !isSharedShim(id)) return null;
      const needsKit = !isSmallLeaf(id, context, onBase) && isSmallLeaf(id, context, onKit);
      return needsKit && entriesReaching(id, context) >= MIN_SHARING_ENTRIES ? 'api-client' : null;
    },
  };
}

/** The routes chunk with the base, the kits (`otherKits` first), then the shared helpers that need nothing but the entry. */
export function leanBaseChunks(options: { routesModule: string; sourceDir: string; otherKits: Rolldown.CodeSplittingGroup[] }): Rolldown.CodeSplittingGroup[] {
  const onBase: ModuleMatcher = (id, context) => id === options.routesModule || isVirtual(id) || isBaseModule(id, context);
  return [routesWithBase(options.routesModule, options.sourceDir), ...options.otherKits, apiClientKit(onBase), sharedHelpersChunk({ anchored: onBase })];
}
