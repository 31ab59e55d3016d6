import { z } from './zod';

/** A remote's folder name as the publish API takes it (`mf-admin-blog`). */
export const REMOTE_NAME_PATTERN = /^mf-[a-z0-9]+(-[a-z0-9]+)*$/;

export const DEPLOYMENT_MESSAGES = {
  remote: 'Le remote doit être un nom de dossier mf-… (minuscules, chiffres et tirets)',
  version: 'La version doit être un nombre entier positif',
  percent: 'La part doit être un nombre entier de 1 à 99 %',
  tokenName: 'Le nom du jeton doit faire de 1 à 100 caractères',
  expiresAt: "La date d'expiration doit être au format AAAA-MM-JJ et dans le futur",
} as const;

export const RemoteNameSchema = z.string({ error: DEPLOYMENT_MESSAGES.remote }).regex(REMOTE_NAME_PATTERN, DEPLOYMENT_MESSAGES.remote);
const VersionNumberSchema = z
  .number({ error: DEPLOYMENT_MESSAGES.version })
  .int(DEPLOYMENT_MESSAGES.version)
  .min(1, DEPLOYMENT_MESSAGES.version)
  .max(999_999_999, DEPLOYMENT_MESSAGES.version);
export const CanaryPercentSchema = z.coerce
  .number({ error: DEPLOYMENT_MESSAGES.percent })
  .int(DEPLOYMENT_MESSAGES.percent)
  .min(1, DEPLOYMENT_MESSAGES.percent)
  .max(99, DEPLOYMENT_MESSAGES.percent);

/** One published version of a remote. */
export const RemoteVersionSchema = z.object({
  version: z.number().int(),
  build: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  fileCount: z.number().int(),
  totalBytes: z.number().int(),
});
export type RemoteVersion = z.infer<typeof RemoteVersionSchema>;

/** Loads and failure reports of one version over the last 24 hours and 7 days. */
export const VersionFiguresSchema = z.object({
  version: z.number().int(),
  loads24h: z.number().int(),
  failures24h: z.number().int(),
  loads7d: z.number().int(),
  failures7d: z.number().int(),
});
export type VersionFigures = z.infer<typeof VersionFiguresSchema>;

/** A remote as the deployments screen shows it (`GET /api/deployments`). */
export const RemoteDeploymentSchema = z.object({
  remote: z.string(),
  current: z.number().int(),
  lastLoaded: z.number().int().nullable(),
  candidate: z.object({ version: z.number().int(), percent: z.number().int(), startedAt: z.string() }).nullable(),
  /** Newest first. */
  versions: z.array(RemoteVersionSchema),
  figures: z.array(VersionFiguresSchema),
});
export type RemoteDeployment = z.infer<typeof RemoteDeploymentSchema>;

export const DeploymentsSchema = z.object({
  remotes: z.array(RemoteDeploymentSchema),
  /** This browser gets every candidate (an admin's preview); absent outside the admin overview. */
  previewingCandidates: z.boolean().optional(),
});
export type Deployments = z.infer<typeof DeploymentsSchema>;

/** `POST /api/deployments/:remote/rollback`: the version to serve again (by default the one before the current). */
export const RollbackInputSchema = z.object({ version: VersionNumberSchema.optional() });
export type RollbackInput = z.infer<typeof RollbackInputSchema>;

/** What a publish answers (`POST /api/deployments/:remote/versions`). */
export const PublishResultSchema = z.object({
  remote: z.string(),
  version: z.number().int(),
  build: z.string(),
  unchanged: z.boolean(),
  current: z.number().int(),
  candidate: z.object({ version: z.number().int(), percent: z.number().int() }).nullable(),
});
export type PublishResult = z.infer<typeof PublishResultSchema>;

/** A publish token as listed (its secret is never shown again). */
export const PublishTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  remote: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type PublishToken = z.infer<typeof PublishTokenSchema>;

export const PublishTokensSchema = z.object({ tokens: z.array(PublishTokenSchema) });

const isFutureDate = (value: string) => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value > new Date().toISOString().slice(0, 10);
};

/** `POST /api/admin/publish-tokens`: a token for one remote, valid until the end of `expiresOn` (Paris) if given. */
export const PublishTokenInputSchema = z.object({
  name: z.string({ error: DEPLOYMENT_MESSAGES.tokenName }).trim().min(1, DEPLOYMENT_MESSAGES.tokenName).max(100, DEPLOYMENT_MESSAGES.tokenName),
  remote: RemoteNameSchema,
  expiresOn: z
    .string({ error: DEPLOYMENT_MESSAGES.expiresAt })
    .regex(/^\d{4}-\d{2}-\d{2}$/, DEPLOYMENT_MESSAGES.expiresAt)
    .refine(isFutureDate, DEPLOYMENT_MESSAGES.expiresAt)
    .nullable()
    .optional(),
});
export type PublishTokenInput = z.infer<typeof PublishTokenInputSchema>;

/** The creation's answer: the secret, shown once. */
export const CreatedPublishTokenSchema = z.object({ token: PublishTokenSchema, secret: z.string() });
export type CreatedPublishToken = z.infer<typeof CreatedPublishTokenSchema>;

/** What a rollback (`from`, `to`) or the end of a candidate (`current`, `candidate`) answers. */
export const ReleaseChangeSchema = z.object({
  remote: z.string(),
  from: z.number().int().optional(),
  to: z.number().int().optional(),
  current: z.number().int().optional(),
  candidate: z.number().int().optional(),
});
export type ReleaseChange = z.infer<typeof ReleaseChangeSchema>;

/** `POST /api/deployments/preview`: this browser gets the candidates (an admin checking one on purpose), or not. */
export const CandidatePreviewSchema = z.object({ enabled: z.boolean({ error: "Indiquez si l'aperçu est activé (true ou false)" }) });
