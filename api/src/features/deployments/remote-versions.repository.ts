import { sql, type Kysely } from 'kysely';
import type { Database, RemoteReleasesTable, RemoteVersionsTable } from '../../db/schema';
import type { StoredFile } from './stored-file';

export const listReleases = (db: Kysely<Database>): Promise<RemoteReleasesTable[]> => db.selectFrom('remote_releases').selectAll().orderBy('remote').execute();

export const findRelease = (db: Kysely<Database>, remote: string): Promise<RemoteReleasesTable | undefined> =>
  db.selectFrom('remote_releases').selectAll().where('remote', '=', remote).executeTakeFirst();

export async function saveRelease(db: Kysely<Database>, row: RemoteReleasesTable): Promise<void> {
  const { remote: _key, ...changes } = row;
  await db
    .insertInto('remote_releases')
    .values(row)
    .onConflict((oc) => oc.column('remote').doUpdateSet(changes))
    .execute();
}

export const listVersions = (db: Kysely<Database>, remote?: string): Promise<Omit<RemoteVersionsTable, 'build_info'>[]> => {
  let query = db.selectFrom('remote_versions').select(['remote', 'version', 'build', 'file_count', 'total_bytes', 'published_at', 'published_by', 'publisher_id']);
  if (remote) query = query.where('remote', '=', remote);
  return query.orderBy('remote').orderBy('version', 'desc').execute();
};

export const findVersion = (db: Kysely<Database>, remote: string, version: number): Promise<RemoteVersionsTable | undefined> =>
  db.selectFrom('remote_versions').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirst();

export async function latestVersionNumber(db: Kysely<Database>, remote: string): Promise<number> {
  const row = await db
    .selectFrom('remote_versions')
    .select((eb) => eb.fn.max('version').as('latest'))
    .where('remote', '=', remote)
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

/** The remote.json of several versions at once (the manifest's entries). */
export const buildInfos = (db: Kysely<Database>, keys: ReadonlyArray<{ remote: string; version: number }>) =>
  keys.length
    ? db
        .selectFrom('remote_versions')
        .select(['remote', 'version', 'build_info'])
        .where((eb) => eb.or(keys.map((key) => eb.and([eb('remote', '=', key.remote), eb('version', '=', key.version)]))))
        .execute()
    : Promise.resolve([]);

/** A version and its files, in the caller's transaction. */
export async function insertVersion(db: Kysely<Database>, version: RemoteVersionsTable, files: readonly StoredFile[]): Promise<void> {
  await db.insertInto('remote_versions').values(version).execute();
  // A few files per statement: PostgreSQL and SQLite both cap the parameters of one statement.
  for (let start = 0; start < files.length; start += 50) {
    const rows = files.slice(start, start + 50).map((file) => ({ ...file, remote: version.remote, version: version.version }));
    await db.insertInto('remote_files').values(rows).execute();
  }
}

export const versionFiles = (db: Kysely<Database>, remote: string, version: number): Promise<StoredFile[]> =>
  db
    .selectFrom('remote_files')
    .select(['path', 'content_type', 'sha256', 'body', 'body_br', 'body_gzip'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .execute();

export const versionFile = (db: Kysely<Database>, remote: string, version: number, path: string): Promise<StoredFile | undefined> =>
  db
    .selectFrom('remote_files')
    .select(['path', 'content_type', 'sha256', 'body', 'body_br', 'body_gzip'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('path', '=', path)
    .executeTakeFirst();

export const versionPaths = async (db: Kysely<Database>, remote: string, version: number): Promise<string[]> =>
  (await db.selectFrom('remote_files').select('path').where('remote', '=', remote).where('version', '=', version).execute()).map((row) => row.path);

/** One more load or failure of a version in the minute `minute`. */
export async function countLoad(db: Kysely<Database>, key: { remote: string; version: number; minute: string }, kind: 'loads' | 'failures'): Promise<void> {
  await db
    .insertInto('remote_load_counts')
    .values({ ...key, loads: kind === 'loads' ? 1 : 0, failures: kind === 'failures' ? 1 : 0 })
    .onConflict((oc) => oc.columns(['remote', 'version', 'minute']).doUpdateSet({ [kind]: sql`remote_load_counts.${sql.ref(kind)} + 1` }))
    .execute();
}

/** Loads and failures per remote and version since `sinceMinute` (included). */
export const loadTotals = (db: Kysely<Database>, sinceMinute: string, remote?: string) => {
  let query = db
    .selectFrom('remote_load_counts')
    .select((eb) => ['remote', 'version', eb.fn.sum<number>('loads').as('loads'), eb.fn.sum<number>('failures').as('failures')])
    .where('minute', '>=', sinceMinute);
  if (remote) query = query.where('remote', '=', remote);
  return query.groupBy(['remote', 'version']).execute();
};

/** The latest version of `remote` before `current`, if any. */
export async function previousVersionNumber(db: Kysely<Database>, remote: string, current: number): Promise<number | undefined> {
  const older = await db
    .selectFrom('remote_versions')
    .select((eb) => eb.fn.max('version').as('previous'))
    .where('remote', '=', remote)
    .where('version', '<', current)
    .executeTakeFirst();
  return older?.previous ? Number(older.previous) : undefined;
}

/** Loads and failures of one version of `remote` since `sinceMinute` (included). */
export async function versionLoadTotals(db: Kysely<Database>, remote: string, version: number, sinceMinute: string): Promise<{ loads: number; failures: number }> {
  const row = await db
    .selectFrom('remote_load_counts')
    .select((eb) => [eb.fn.sum<number>('loads').as('loads'), eb.fn.sum<number>('failures').as('failures')])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('minute', '>=', sinceMinute)
    .executeTakeFirst();
  return { loads: Number(row?.loads ?? 0), failures: Number(row?.failures ?? 0) };
}
