import type { FederationManifest, RemoteManifestEntry } from '@club/contracts';
import { REMOTE_ENTRY_FILE, REMOTE_FOLDER_PATTERN, RemoteBuildInfoSchema, type RemoteBuildInfo } from '@club/federation/registry';
import type { Kysely } from 'kysely';
import type { Database, RemoteReleasesTable } from '../../db/schema';
import { RemoteFileCache } from './remote-file-cache';
import { buildInfos, listReleases, versionFile, versionFiles, versionPaths } from './remote-versions.repository';
import type { StoredFile } from './stored-file';

/** `/remotes/<folder>/<version>/`: where the site serves a published version (cached for ever). */
const versionUrl = (remote: string, version: number) => `/remotes/${remote}/${version}/`;

const VERSION_PARAM = /^[1-9][0-9]{0,8}$/;

/** Who asks for the manifest: their canary bucket (0–99, sticky per browser) and whether an admin previews candidates. */
export interface Visitor {
  canaryBucket: number | null;
  previewCandidates: boolean;
}

export const EVERYONE_ELSE: Visitor = { canaryBucket: null, previewCandidates: false };

export interface Release {
  remote: string;
  current: number;
  lastLoaded: number | null;
  candidate: { version: number; percent: number; startedAt: string } | null;
  updatedAt: string;
}

export const toRelease = (row: RemoteReleasesTable): Release => ({
  remote: row.remote,
  current: row.current_version,
  lastLoaded: row.last_loaded_version,
  candidate:
    row.candidate_version !== null && row.candidate_percent !== null
      ? { version: row.candidate_version, percent: row.candidate_percent, startedAt: row.candidate_started_at ?? row.updated_at }
      : null,
  updatedAt: row.updated_at,
});

/** Whether this visitor gets the remote's candidate rather than its current version. */
const servesCandidate = (release: Release, visitor: Visitor): boolean =>
  release.candidate !== null && (visitor.previewCandidates || (visitor.canaryBucket !== null && visitor.canaryBucket < release.candidate.percent));

interface Snapshot {
  readAt: number;
  releases: Release[];
  infos: Map<string, RemoteBuildInfo | string>;
}

const versionKey = (remote: string, version: number) => `${remote}/${version}`;

export interface RemoteStoreOptions {
  /** Bound of the in-memory files (ADR 162). */
  cacheBytes: number;
  /** How long a read of which versions are served is reused; another instance's publish shows within it. */
  stateTtlMs: number;
  clock?: () => number;
}

/**
 * The published remotes of the database (ADR 162): which version each one serves, for whom, and their
 * files through a bounded cache. Every instance on one database reads the same rows; each rereads the
 * releases at most every `stateTtlMs`, so a publish or a rollback anywhere is served everywhere within it.
 */
export class RemoteStore {
  private snapshot: Snapshot | undefined;
  private reading: Promise<Snapshot> | undefined;
  private readonly files: RemoteFileCache;
  /** Each version's file names, read once (a version never changes): a 404 costs no query. */
  private readonly paths = new Map<string, Promise<Set<string>>>();
  private readonly loading = new Map<string, Promise<StoredFile | undefined>>();
  private readonly clock: () => number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: RemoteStoreOptions,
  ) {
    this.files = new RemoteFileCache(options.cacheBytes);
    this.clock = options.clock ?? Date.now;
  }

  /** Forgets the releases read: the next call reads them again (after a change made by this instance). */
  invalidate(): void {
    this.snapshot = undefined;
  }

  async releases(): Promise<Release[]> {
    return (await this.read()).releases;
  }

  private async read(): Promise<Snapshot> {
    const known = this.snapshot;
    if (known && this.clock() - known.readAt < this.options.stateTtlMs) return known;
    this.reading ??= this.readNow().finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async readNow(): Promise<Snapshot> {
    const readAt = this.clock();
    const releases = (await listReleases(this.db)).map(toRelease);
    const infos = new Map(this.snapshot?.infos);
    const wanted = releases.flatMap((release) =>
      [release.current, release.lastLoaded, release.candidate?.version]
        .filter((version): version is number => typeof version === 'number')
        .map((version) => ({ remote: release.remote, version })),
    );
    const missing = wanted.filter((key) => !infos.has(versionKey(key.remote, key.version)));
    for (const row of await buildInfos(this.db, missing)) infos.set(versionKey(row.remote, row.version), parseBuildInfo(row.build_info));
    this.snapshot = { readAt, releases, infos };
    return this.snapshot;
  }

  /**
   * The runtime manifest for this visitor: each remote's current version, or its candidate for a visitor in
   * the candidate's share, with the version to fall back to (the current one for a candidate). Remotes whose
   * stored remote.json is unreadable are left out and named in `problems`.
   */
  async manifest(visitor: Visitor): Promise<{ manifest: FederationManifest; problems: string[] }> {
    const { releases, infos } = await this.read();
    const manifest: FederationManifest = { remotes: {} };
    const problems: string[] = [];
    for (const release of releases) {
      const candidate = servesCandidate(release, visitor);
      const version = candidate && release.candidate ? release.candidate.version : release.current;
      const fallback = candidate ? release.current : release.lastLoaded;
      const info = infos.get(versionKey(release.remote, version));
      if (!info || typeof info === 'string') {
        problems.push(`${release.remote} (version ${version}) : ${info ?? 'remote.json absent'}`);
        continue;
      }
      manifest.remotes[release.remote] = manifestEntry(release.remote, version, info, fallback);
    }
    return { manifest, problems };
  }

  /** A file of a published version, from memory or else the database; undefined when there is none. */
  async file(remote: string, versionParam: string, path: string): Promise<StoredFile | undefined> {
    if (!REMOTE_FOLDER_PATTERN.test(remote) || !VERSION_PARAM.test(versionParam)) return undefined;
    const version = Number(versionParam);
    const key = `${versionKey(remote, version)}/${path}`;
    const cached = this.files.get(key);
    if (cached) return cached;
    if (!(await this.pathsOf(remote, version)).has(path)) return undefined;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = versionFile(this.db, remote, version, path)
        .then((file) => {
          if (file) this.files.set(key, file);
          return file;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private pathsOf(remote: string, version: number): Promise<Set<string>> {
    const key = versionKey(remote, version);
    let paths = this.paths.get(key);
    if (!paths) {
      paths = versionPaths(this.db, remote, version).then((names) => new Set(names));
      // An unknown version is asked again later (it may be published meanwhile).
      paths.then((names) => (names.size ? undefined : this.paths.delete(key))).catch(() => this.paths.delete(key));
      this.paths.set(key, paths);
      while (this.paths.size > 500) this.paths.delete(this.paths.keys().next().value as string);
    }
    return paths;
  }

  /** Loads every file of the versions the site serves (current, candidate, fallback) into memory. */
  async warm(): Promise<void> {
    for (const release of await this.releases()) {
      for (const version of new Set([release.current, release.candidate?.version, release.lastLoaded])) {
        if (typeof version === 'number') await this.warmVersion(release.remote, version);
      }
    }
  }

  /** Puts a version's files in memory (all at once: the first visitor after a publish waits for nothing). */
  async warmVersion(remote: string, version: number, files?: readonly StoredFile[]): Promise<void> {
    const key = versionKey(remote, version);
    const known = await this.pathsOf(remote, version).catch(() => new Set<string>());
    if (known.size && [...known].every((path) => this.files.has(`${key}/${path}`))) return;
    const rows = files ?? (await versionFiles(this.db, remote, version));
    this.paths.set(key, Promise.resolve(new Set(rows.map((row) => row.path))));
    for (const row of rows) this.files.set(`${key}/${row.path}`, row);
  }

  /** The stored remote.json of one version, checked (read through the release snapshot when it is served). */
  async buildInfo(remote: string, version: number): Promise<RemoteBuildInfo | undefined> {
    const known = (await this.read()).infos.get(versionKey(remote, version));
    if (known) return typeof known === 'string' ? undefined : known;
    const [row] = await buildInfos(this.db, [{ remote, version }]);
    const info = row ? parseBuildInfo(row.build_info) : undefined;
    return typeof info === 'string' ? undefined : info;
  }

  get cacheSize() {
    return this.files.size;
  }
}

function parseBuildInfo(text: string): RemoteBuildInfo | string {
  try {
    const result = RemoteBuildInfoSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : `remote.json ne respecte pas le contrat (${result.error.issues[0]?.message ?? 'invalide'})`;
  } catch {
    return 'remote.json illisible';
  }
}

function manifestEntry(remote: string, version: number, info: RemoteBuildInfo, fallback: number | null): RemoteManifestEntry {
  const { name, areas, navigation, widgets } = info;
  return {
    name,
    entry: versionUrl(remote, version) + REMOTE_ENTRY_FILE,
    version: String(version),
    ...(fallback !== null ? { lastLoaded: { entry: versionUrl(remote, fallback) + REMOTE_ENTRY_FILE, version: String(fallback) } } : {}),
    areas,
    navigation,
    widgets,
  };
}
