import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { readBuildInfo } from './build-info';
import { readLastLoaded, readVersions, remoteDir, versionDir, writeLastLoaded, writeVersions, type VersionsFile } from './registry-files';

export class RegistryError extends Error {
  override readonly name = 'RegistryError';
}

export interface PublishResult {
  version: string;
  build: string;
  /** True when this build was already the current version: nothing was written. */
  unchanged: boolean;
}

/**
 * Copies a remote's build into `<remotesDir>/<folder>/<n+1>/` (never touching an existing version),
 * then makes it current. A build identical to the current version (same chunks hash) is not published
 * twice. The caller checks compatibility first (checkRemoteBuild).
 */
export async function publishBuild(options: { remotesDir: string; folder: string; buildDir: string; now?: Date }): Promise<PublishResult> {
  const { remotesDir, folder, buildDir, now = new Date() } = options;
  const build = await readBuildInfo(buildDir);
  if (!build.ok) throw new RegistryError(build.problem);
  const versions = await readVersions(remotesDir, folder);
  const current = versions?.versions.find((item) => item.version === versions.current);
  if (current?.build === build.info.version) return { version: current.version, build: current.build, unchanged: true };

  const next = String(Math.max(0, ...(versions?.versions ?? []).map((item) => Number(item.version))) + 1);
  const staging = join(remoteDir(remotesDir, folder), `.staging-${randomBytes(6).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  try {
    await cp(buildDir, staging, { recursive: true });
    await rename(staging, versionDir(remotesDir, folder, next));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const entry = { version: next, build: build.info.version, publishedAt: now.toISOString() };
  await writeVersions(remotesDir, folder, { current: next, versions: [...(versions?.versions ?? []), entry] });
  return { version: next, build: build.info.version, unchanged: false };
}

/** Makes `version` (by default the one published before the current one) current again. */
export async function rollback(options: { remotesDir: string; folder: string; version?: string }): Promise<{ from: string; to: string }> {
  const { remotesDir, folder } = options;
  const versions = await readVersions(remotesDir, folder);
  if (!versions) throw new RegistryError(`${folder} n'a jamais été publié (pnpm remote:publish ${folder}).`);
  const target = options.version ?? previousVersion(versions);
  if (!target) throw new RegistryError(`${folder} n'a pas de version antérieure à la version ${versions.current}.`);
  if (!versions.versions.some((item) => item.version === target)) {
    const known = versions.versions.map((item) => item.version).join(', ');
    throw new RegistryError(`${folder} n'a pas de version ${target} (versions publiées : ${known}).`);
  }
  await writeVersions(remotesDir, folder, { ...versions, current: target });
  return { from: versions.current, to: target };
}

/** The newest version published before the current one. */
function previousVersion(versions: VersionsFile): string | undefined {
  const current = Number(versions.current);
  const older = versions.versions.map((item) => Number(item.version)).filter((version) => version < current);
  return older.length ? String(Math.max(...older)) : undefined;
}

/** Called by the API when a browser loaded the current version: the manifest's fallback from then on. */
export async function recordLoaded(options: { remotesDir: string; folder: string; version: string; now?: Date }): Promise<boolean> {
  const { remotesDir, folder, version, now = new Date() } = options;
  const versions = await readVersions(remotesDir, folder);
  if (versions?.current !== version) return false;
  const known = await readLastLoaded(remotesDir, folder).catch(() => undefined);
  if (known?.version === version) return false;
  await writeLastLoaded(remotesDir, folder, { version, at: now.toISOString() });
  return true;
}

export interface RemoteHistory {
  folder: string;
  current: string;
  lastLoaded: string | undefined;
  versions: VersionsFile['versions'];
}

/** Each published remote's versions, for `pnpm remote:list`. */
export async function remoteHistory(remotesDir: string, folder: string): Promise<RemoteHistory | undefined> {
  const versions = await readVersions(remotesDir, folder);
  if (!versions) return undefined;
  const lastLoaded = await readLastLoaded(remotesDir, folder).catch(() => undefined);
  return { folder, current: versions.current, lastLoaded: lastLoaded?.version, versions: versions.versions };
}
