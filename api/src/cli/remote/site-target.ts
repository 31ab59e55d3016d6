import { DeploymentsSchema, PublishResultSchema, ReleaseChangeSchema, RemoteDeploymentSchema } from '@club/contracts';
import type { z } from 'zod';
import { TargetError, type DeploymentTarget } from './deployment-target';

/** The site's origin from `--site`, checked: https, or http on this machine only. */
function siteOrigin(site: string): string {
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    throw new TargetError(`«\u00a0${site}\u00a0» n'est pas une adresse de site (https://… attendu).`);
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new TargetError(`${url.origin} n'est pas en https : le jeton de publication ne part qu'en https (ou vers localhost).`);
  }
  return url.origin;
}

/** A running site, over HTTP, with a publish token of one remote (CLUB_PUBLISH_TOKEN). */
export function siteTarget(site: string, token: string | undefined): DeploymentTarget {
  const origin = siteOrigin(site);
  if (!token) throw new TargetError('CLUB_PUBLISH_TOKEN est vide : demandez un jeton de publication à un administrateur (page « Déploiements »).');
  async function call<T>(method: string, path: string, schema: z.ZodType<T>, body?: { bytes: Uint8Array; type: string } | object): Promise<T> {
    let response: Response;
    try {
      const payload =
        body && 'bytes' in body ? { body: Buffer.from(body.bytes), type: body.type } : body ? { body: JSON.stringify(body), type: 'application/json' } : undefined;
      response = await fetch(origin + path, {
        method,
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(payload ? { 'Content-Type': payload.type } : {}) },
        ...(payload ? { body: payload.body } : {}),
      });
    } catch (error) {
      throw new TargetError(`${origin} ne répond pas (${error instanceof Error ? error.message : String(error)}).`);
    }
    const json = (await response.json().catch(() => undefined)) as { message?: string; issues?: Array<{ message: string }> } | undefined;
    if (!response.ok) throw new TargetError(json?.message ?? `${origin} a répondu ${response.status}.`, json?.issues?.map((issue) => issue.message) ?? []);
    return schema.parse(json);
  }
  const change = ReleaseChangeSchema;
  const remotePath = (remote: string) => `/api/deployments/${encodeURIComponent(remote)}`;
  return {
    label: origin,
    publish: (remote, archive, canaryPercent) =>
      call('POST', `${remotePath(remote)}/versions${canaryPercent !== undefined ? `?canary=${canaryPercent}` : ''}`, PublishResultSchema, {
        bytes: archive,
        type: 'application/gzip',
      }),
    rollback: (remote, version) => call('POST', `${remotePath(remote)}/rollback`, change, version !== undefined ? { version } : {}),
    promote: (remote) => call('POST', `${remotePath(remote)}/candidate/promote`, change),
    abort: (remote) => call('POST', `${remotePath(remote)}/candidate/abort`, change),
    list: async (remote) => {
      if (!remote) throw new TargetError('Avec --site, précisez le remote : pnpm remote:list <dossier> --site <adresse> (un jeton ne vaut que pour un remote).');
      return DeploymentsSchema.parse({ remotes: [await call('GET', remotePath(remote), RemoteDeploymentSchema)] });
    },
    close: () => Promise.resolve(),
  };
}
