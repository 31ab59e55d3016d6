import type { Deployments, RemoteDeployment, VersionFigures } from '@club/contracts';
import type { Db } from '../../shared/service-context';
import { listReleases, listVersions, loadTotals } from './remote-versions.repository';
import { toRelease } from './remote-store';
import { minuteOf } from './remote-telemetry.service';

const DAY = 24 * 3600_000;

/** Every published remote with its versions and each version's loads and failures over 24 hours and 7 days. */
export async function deploymentsOverview(ctx: { db: Db; now: () => Date }, remote?: string): Promise<Deployments> {
  const now = ctx.now().getTime();
  const [releases, versions, day, week] = await Promise.all([
    listReleases(ctx.db),
    listVersions(ctx.db, remote),
    loadTotals(ctx.db, minuteOf(new Date(now - DAY)), remote),
    loadTotals(ctx.db, minuteOf(new Date(now - 7 * DAY)), remote),
  ]);
  const figures = new Map<string, VersionFigures>();
  const figuresOf = (name: string, version: number) => {
    const key = `${name}/${version}`;
    let known = figures.get(key);
    if (!known) figures.set(key, (known = { version, loads24h: 0, failures24h: 0, loads7d: 0, failures7d: 0 }));
    return known;
  };
  for (const row of day) Object.assign(figuresOf(row.remote, row.version), { loads24h: Number(row.loads), failures24h: Number(row.failures) });
  for (const row of week) Object.assign(figuresOf(row.remote, row.version), { loads7d: Number(row.loads), failures7d: Number(row.failures) });
  const remotes: RemoteDeployment[] = releases
    .filter((release) => !remote || release.remote === remote)
    .map((release) => {
      const own = versions.filter((version) => version.remote === release.remote);
      const { current, lastLoaded, candidate } = toRelease(release);
      return {
        remote: release.remote,
        current,
        lastLoaded,
        candidate,
        versions: own.map((version) => ({
          version: version.version,
          build: version.build,
          publishedAt: version.published_at,
          publishedBy: version.published_by,
          fileCount: version.file_count,
          totalBytes: version.total_bytes,
        })),
        figures: own.flatMap((version) => {
          const known = figures.get(`${release.remote}/${version.version}`);
          return known ? [known] : [];
        }),
      };
    });
  return { remotes };
}
