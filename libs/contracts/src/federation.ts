import { z } from 'zod';

/** One deployed remote as the shell finds it at runtime (never baked into the shell build). */
export const RemoteManifestEntrySchema = z.object({
  /** Federation container name, e.g. `mf_public`. */
  name: z.string().min(1),
  /** URL of the remote's `remoteEntry.js`, absolute or relative to the site. */
  entry: z.string().min(1),
  version: z.string().min(1),
});
export type RemoteManifestEntry = z.infer<typeof RemoteManifestEntrySchema>;

/** Remote folder name (`mf-public`) → where and which version it is deployed. */
export const FederationManifestSchema = z.object({
  remotes: z.record(z.string(), RemoteManifestEntrySchema),
});
export type FederationManifest = z.infer<typeof FederationManifestSchema>;

/** What the shell reports when a remote cannot be loaded (`POST /api/telemetry/remote-failures`). */
export const RemoteFailureReportSchema = z.object({
  remote: z.string().min(1).max(100),
  version: z.string().max(100).nullable(),
  url: z.string().max(2048).nullable(),
  code: z.string().min(1).max(100),
  message: z.string().max(2000),
  page: z.string().max(2048).optional(),
});
export type RemoteFailureReport = z.infer<typeof RemoteFailureReportSchema>;
