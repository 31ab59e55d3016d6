import type { PublishToken, RemoteDeployment, RemoteVersion } from '@club/contracts';

/** A published version (2026-12-01 at 20 h 30, Paris time, unless told). */
const aVersion = (version: number, overrides: Partial<RemoteVersion> = {}): RemoteVersion => ({
  version,
  build: `0.1.0+${String(version).repeat(10)}`,
  publishedAt: '2026-12-01T19:30:00.000Z',
  publishedBy: 'Nadia Benali',
  fileCount: 12,
  totalBytes: 48_000,
  ...overrides,
});

/** mf-public: version 2 live and loaded, version 1 before it, failure reports on both. */
export const publicRemote: RemoteDeployment = {
  remote: 'mf-public',
  current: 2,
  lastLoaded: 2,
  candidate: null,
  versions: [aVersion(2), aVersion(1, { publishedAt: '2026-11-20T08:05:00.000Z', publishedBy: 'Ligne de commande du serveur' })],
  figures: [
    { version: 2, loads24h: 1200, failures24h: 3, loads7d: 5400, failures7d: 4 },
    { version: 1, loads24h: 0, failures24h: 1, loads7d: 900, failures7d: 1 },
  ],
};

/** mf-admin-blog: version 3 live, version 4 a candidate for 10 % of visitors. */
export const blogRemote: RemoteDeployment = {
  remote: 'mf-admin-blog',
  current: 3,
  lastLoaded: 3,
  candidate: { version: 4, percent: 10, startedAt: '2026-12-02T09:00:00.000Z' },
  versions: [aVersion(4, { publishedBy: 'Jeton « CI blog »' }), aVersion(3)],
  figures: [
    { version: 4, loads24h: 40, failures24h: 0, loads7d: 40, failures7d: 0 },
    { version: 3, loads24h: 360, failures24h: 0, loads7d: 2100, failures7d: 0 },
  ],
};

export const aToken = (overrides: Partial<PublishToken> = {}): PublishToken => ({
  id: 't1',
  name: 'CI blog',
  remote: 'mf-admin-blog',
  createdBy: 'Nadia Benali',
  createdAt: '2026-11-30T10:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
  ...overrides,
});
