import { CandidatePreviewSchema, CanaryPercentSchema, PublishTokenInputSchema, RemoteNameSchema, RollbackInputSchema } from '@club/contracts';
import { MAX_ARCHIVE_BYTES } from '@club/federation/registry';
import { Hono, type Context } from 'hono';
import { notFoundError, payloadTooLargeError, validationError } from '../../shared/app-error';
import type { AppEnv } from '../../shared/app-env';
import { requireRole } from '../../shared/auth/require-actor';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readStreamBytes } from '../../shared/read-stream';
import { readJsonBody } from '../../shared/validation';
import { abortCandidate, promoteCandidate } from './canary.service';
import { previewsCandidates, setCandidatePreview } from './canary-visitor';
import { deploymentsOverview } from './deployments-overview.service';
import { publishArchive, rollbackRemote, type DeploymentsContext } from './publish.service';
import { createPublishToken, listPublishTokens, publisherOfToken, revokePublishToken } from './publish-tokens.service';
import type { Publisher } from './publisher';

/** The route of a publish: its body is the build's archive (tar.gz), not JSON (app.ts lets it through). */
export const PUBLISH_ROUTE = /^\/api\/deployments\/[^/]+\/versions$/;

function remoteParam(c: Context<AppEnv>): string {
  const result = RemoteNameSchema.safeParse(c.req.param('remote'));
  if (!result.success) throw validationError([{ path: 'remote', message: result.error.issues[0]?.message ?? 'invalide' }]);
  return result.data;
}

/**
 * Who acts on `remote`: a publish token of that remote (`Authorization: Bearer club_pub_…`), else the
 * signed-in admin. Anyone else: 401 / 403.
 */
async function publisherFor(c: Context<AppEnv>, ctx: DeploymentsContext, remote: string): Promise<Publisher> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (bearer) return publisherOfToken(ctx, bearer, remote);
  const admin = requireRole(c.var.actor, ['admin']);
  return { kind: 'admin', id: admin.id, name: admin.name };
}

/** The archive of a publish, read up to its limit (a bigger body is refused before it is all read). */
async function readArchive(c: Context<AppEnv>): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_ARCHIVE_BYTES) throw payloadTooLargeError();
  return readStreamBytes(c.req.raw.body, { maxBytes: MAX_ARCHIVE_BYTES, tooLarge: payloadTooLargeError });
}

/**
 * The deployments of the remotes (ADR 162): the screen's overview, publishing, rollback, canary
 * promote and abort, for an admin or a publish token of that one remote; publish tokens for admins.
 */
export function deploymentsRoutes(deps: { ctx: DeploymentsContext; secureCookies: boolean }) {
  const { ctx } = deps;
  const admins = allowRoles(['admin']);
  return (
    new Hono<AppEnv>()
      .get('/deployments', admins, async (c) => c.json({ ...(await deploymentsOverview(ctx)), previewingCandidates: previewsCandidates(c) }))
      // An admin sees the candidates in this browser, on purpose (ADR 162).
      .post('/deployments/preview', admins, async (c) => {
        const { enabled } = await readJsonBody(c, CandidatePreviewSchema);
        setCandidatePreview(c, enabled, { secure: deps.secureCookies });
        return c.json({ previewingCandidates: enabled });
      })
      .get('/deployments/:remote', async (c) => {
        const remote = remoteParam(c);
        await publisherFor(c, ctx, remote);
        const overview = await deploymentsOverview(ctx, remote);
        const found = overview.remotes[0];
        if (!found) throw notFoundError(`${remote} n'a jamais été publié.`);
        return c.json(found);
      })
      .post('/deployments/:remote/versions', async (c) => {
        const remote = remoteParam(c);
        const publisher = await publisherFor(c, ctx, remote);
        const canary = c.req.query('canary');
        const percent = canary === undefined ? undefined : CanaryPercentSchema.safeParse(canary);
        if (percent && !percent.success) throw validationError([{ path: 'canary', message: percent.error.issues[0]?.message ?? 'invalide' }]);
        const result = await publishArchive(ctx, { remote, archive: await readArchive(c), publisher, ...(percent ? { canaryPercent: percent.data } : {}) });
        return c.json(result, result.unchanged ? 200 : 201);
      })
      .post('/deployments/:remote/rollback', async (c) => {
        const remote = remoteParam(c);
        const publisher = await publisherFor(c, ctx, remote);
        const input = await readJsonBody(c, RollbackInputSchema);
        return c.json(await rollbackRemote(ctx, { remote, publisher, ...(input.version !== undefined ? { version: input.version } : {}) }));
      })
      .post('/deployments/:remote/candidate/promote', async (c) => {
        const remote = remoteParam(c);
        return c.json(await promoteCandidate(ctx, { remote, publisher: await publisherFor(c, ctx, remote) }));
      })
      .post('/deployments/:remote/candidate/abort', async (c) => {
        const remote = remoteParam(c);
        return c.json(await abortCandidate(ctx, { remote, publisher: await publisherFor(c, ctx, remote) }));
      })
      .get('/admin/publish-tokens', admins, async (c) => c.json({ tokens: await listPublishTokens(ctx.db) }))
      .post('/admin/publish-tokens', admins, async (c) => {
        const admin = requireRole(c.var.actor, ['admin']);
        return c.json(await createPublishToken(ctx, admin, await readJsonBody(c, PublishTokenInputSchema)), 201);
      })
      .post('/admin/publish-tokens/:id/revoke', admins, async (c) => {
        const admin = requireRole(c.var.actor, ['admin']);
        return c.json(await revokePublishToken(ctx, admin, c.req.param('id')));
      })
  );
}
