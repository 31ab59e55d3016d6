import { REMOTE_FOLDER_PATTERN } from '@club/federation/registry';
import type { Db } from '../../shared/service-context';
import { countLoad, findRelease, findVersion, saveRelease } from './remote-versions.repository';
import type { RemoteStore } from './remote-store';

const PUBLISHED_VERSION = /^[1-9][0-9]{0,8}$/;

/** `2026-11-28T21:14`: the minute a report is counted in (UTC). */
export const minuteOf = (date: Date) => date.toISOString().slice(0, 16);

/** The published version a report names, or undefined for anything else (a report never creates a row for an unknown version). */
async function publishedVersion(db: Db, remote: string, version: string | null): Promise<number | undefined> {
  if (!REMOTE_FOLDER_PATTERN.test(remote) || version === null || !PUBLISHED_VERSION.test(version)) return undefined;
  return (await findVersion(db, remote, Number(version))) ? Number(version) : undefined;
}

/**
 * A browser loaded a version of a remote: counted for its figures, and when it is the current version,
 * that version becomes the one the shell falls back to. A report can only ever name a published version,
 * and only the current one can become the fallback (ADR 018, 162). True when the fallback changed.
 */
export async function recordRemoteLoad(ctx: { db: Db; now: () => Date; store: RemoteStore }, report: { remote: string; version: string }): Promise<boolean> {
  const version = await publishedVersion(ctx.db, report.remote, report.version);
  if (version === undefined) return false;
  await countLoad(ctx.db, { remote: report.remote, version, minute: minuteOf(ctx.now()) }, 'loads');
  const release = await findRelease(ctx.db, report.remote);
  if (!release || release.current_version !== version || release.last_loaded_version === version) return false;
  await saveRelease(ctx.db, { ...release, last_loaded_version: version });
  ctx.store.invalidate();
  return true;
}

/** A browser could not load a version of a remote: counted for its figures. The version counted, if published. */
export async function countRemoteFailure(ctx: { db: Db; now: () => Date }, report: { remote: string; version: string | null }): Promise<number | undefined> {
  const version = await publishedVersion(ctx.db, report.remote, report.version);
  if (version !== undefined) await countLoad(ctx.db, { remote: report.remote, version, minute: minuteOf(ctx.now()) }, 'failures');
  return version;
}
