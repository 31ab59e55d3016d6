import { satisfies, validRange } from 'semver';
import type { FederationManifest } from '@club/contracts';
import { z } from 'zod';
import { textOf, type BuildFiles } from './build-files';
import { buildInfoOf, containerNameOf, REMOTE_ENTRY_FILE } from './build-info';
import { LIBRARY_MARKERS } from './singleton-markers';

/** The parts of @module-federation/vite's `mf-manifest.json` the check reads. */
const FederationBuildManifestSchema = z.object({
  name: z.string(),
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.string().optional(),
      requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()), async: z.array(z.string()) }) }).optional(),
    }),
  ),
  exposes: z.array(z.object({ path: z.string() })),
});

function federationManifestOf(files: BuildFiles) {
  try {
    return FederationBuildManifestSchema.parse(JSON.parse(textOf(files, 'mf-manifest.json') ?? ''));
  } catch {
    return undefined;
  }
}

/** The build's scripts: `.mjs` too, since the archive accepts them (a library could hide there). */
const SCRIPT = /\.m?js$/;

/** Libraries whose own code is in the build's chunks (the shell provides them: a copy breaks singletons). */
function bundledCopies(files: BuildFiles): string[] {
  const found = new Set<string>();
  for (const path of files.keys()) {
    if (!SCRIPT.test(path)) continue;
    const code = textOf(files, path) ?? '';
    for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) if (code.includes(marker)) found.add(library);
  }
  return [...found];
}

export interface CompatibilityInput {
  /** The build (readBuildDir of its `dist/` in the CLI, unpackBuild of the upload on the server). */
  files: BuildFiles;
  /** The remote's folder (`mf-demo`): its container must be named `mf_demo`. */
  folder: string;
  /** Versions of the singletons the deployed shell provides (its build's shared-versions.json). */
  shellShared: Record<string, string>;
}

/**
 * Why the shell could not run this build, in French (empty when it can): no valid `./routes` contract
 * or metadata, a shared package the shell does not provide or in a version outside the range the remote
 * asks, a singleton bundled as a fallback or inlined in its chunks.
 */
export function checkRemoteBuild({ files, folder, shellShared }: CompatibilityInput): string[] {
  const problems: string[] = [];
  const info = buildInfoOf(files);
  const federation = federationManifestOf(files);
  if (!info.ok) problems.push(info.problem);
  if (!federation) return [...problems, `mf-manifest.json est absent ou illisible : ${folder} n'a pas été construit avec @club/federation/vite.`];
  const exposed = new Set(federation.exposes.map((expose) => expose.path));
  if (!exposed.has('./routes')) problems.push(`${folder} n'expose pas le module «\u00a0./routes\u00a0» (contrat RemoteRoutesModule de @club/federation).`);
  if (info.ok) {
    if (info.info.name !== containerNameOf(folder) || federation.name !== info.info.name) {
      problems.push(
        `le conteneur s'appelle «\u00a0${federation.name}\u00a0» : pour le dossier ${folder}, il doit s'appeler «\u00a0${containerNameOf(folder)}\u00a0».`,
      );
    }
    for (const widget of info.info.widgets) {
      if (!exposed.has(widget.module)) problems.push(`le widget «\u00a0${widget.id}\u00a0» annonce le module ${widget.module}, que ${folder} n'expose pas.`);
    }
  }
  for (const shared of federation.shared) {
    const provided = shellShared[shared.name];
    const fallback = [...(shared.assets?.js.sync ?? []), ...(shared.assets?.js.async ?? [])];
    if (provided === undefined) problems.push(`«\u00a0${shared.name}\u00a0» est partagé mais le shell ne le fournit pas.`);
    else if (fallback.length) problems.push(`${folder} embarque sa propre copie de «\u00a0${shared.name}\u00a0» (import: false attendu : le shell la fournit).`);
    const range = shared.requiredVersion || '*';
    if (provided !== undefined && (!validRange(range) || !satisfies(provided, range))) {
      problems.push(`${folder} demande «\u00a0${shared.name}\u00a0» en version ${range}, le shell fournit la version ${provided}.`);
    }
  }
  for (const library of bundledCopies(files))
    problems.push(`${folder} contient une copie de «\u00a0${library}\u00a0» : importez-le par @club/stack (singleton du shell).`);
  if (!files.has(REMOTE_ENTRY_FILE)) problems.push(`${REMOTE_ENTRY_FILE} est absent de la construction de ${folder}.`);
  return problems;
}

/**
 * Prefixes of the build's areas that another published remote already answers for: two remotes owning
 * the same URL would make the page depend on the manifest's order.
 */
export function prefixClashes(folder: string, areas: ReadonlyArray<{ prefixes: string[] }>, manifest: FederationManifest): string[] {
  const owners = new Map<string, string>();
  for (const [other, entry] of Object.entries(manifest.remotes)) {
    if (other !== folder) for (const area of entry.areas) for (const prefix of area.prefixes) owners.set(prefix, other);
  }
  return areas.flatMap((area) =>
    area.prefixes.filter((prefix) => owners.has(prefix)).map((prefix) => `le préfixe ${prefix} appartient déjà à ${owners.get(prefix)}.`),
  );
}
