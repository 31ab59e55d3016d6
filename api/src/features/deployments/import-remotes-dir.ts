import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { buildInfoOf, readBuildDir, readLastLoaded, readVersions, REMOTE_FOLDER_PATTERN, versionDir } from '@club/federation/registry';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Logger } from '../../shared/logger';
import { precompressFiles } from './precompress';
import { insertVersion, latestVersionNumber, saveRelease } from './remote-versions.repository';

const IMPORTED_BY = 'Import de data/remotes';

/**
 * Versions published before the database store (`<REMOTES_DIR>/<folder>/versions.json` and its version
 * folders, ADR 018) are copied once into it with their numbers, dates and the current and last loaded
 * version. A remote the database already knows is left alone, so a second start imports nothing.
 */
export async function importRemotesDir(db: Kysely<Database>, remotesDir: string, logger?: Logger): Promise<string[]> {
  if (!existsSync(remotesDir)) return [];
  const folders = (await readdir(remotesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory() && REMOTE_FOLDER_PATTERN.test(entry.name));
  const imported: string[] = [];
  for (const { name: remote } of folders) {
    const versions = await readVersions(remotesDir, remote).catch(() => undefined);
    if (!versions || (await latestVersionNumber(db, remote)) > 0) continue;
    const lastLoaded = await readLastLoaded(remotesDir, remote).catch(() => undefined);
    await db.transaction().execute(async (trx) => {
      for (const item of versions.versions) {
        const files = await readBuildDir(versionDir(remotesDir, remote, item.version));
        const info = buildInfoOf(files);
        if (!info.ok) continue;
        const stored = await precompressFiles(files);
        await insertVersion(
          trx,
          {
            remote,
            version: Number(item.version),
            build: item.build,
            build_info: JSON.stringify(info.info),
            file_count: stored.length,
            total_bytes: stored.reduce((sum, file) => sum + file.body.byteLength, 0),
            published_at: item.publishedAt,
            published_by: IMPORTED_BY,
            publisher_id: null,
          },
          stored,
        );
      }
      await saveRelease(trx, {
        remote,
        current_version: Number(versions.current),
        last_loaded_version: lastLoaded ? Number(lastLoaded.version) : null,
        candidate_version: null,
        candidate_percent: null,
        candidate_started_at: null,
        updated_at: new Date().toISOString(),
      });
    });
    imported.push(remote);
    logger?.info('published remote imported into the database', { remote, versions: versions.versions.length, current: versions.current });
  }
  return imported;
}
