import type { RemoteDeployment } from '@club/contracts';

/** The remotes with failure reports over the last 24 hours (every version's summed), most failures first. */
export function failingRemotes(remotes: readonly RemoteDeployment[]): Array<{ remote: string; failures: number }> {
  return remotes
    .map(({ remote, figures }) => ({ remote, failures: figures.reduce((sum, version) => sum + version.failures24h, 0) }))
    .filter(({ failures }) => failures > 0)
    .sort((a, b) => b.failures - a.failures || a.remote.localeCompare(b.remote));
}
