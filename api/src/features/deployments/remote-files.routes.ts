import { Hono } from 'hono';
import { notFoundError } from '../../shared/app-error';
import type { AppEnv } from '../../shared/app-env';
import { renderError } from '../../shared/error-handler';
import type { RemoteStore } from './remote-store';

/** A published version never changes (a new publish is a new version): every file of it is cached for ever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip' | 'identity';

/** The best form the browser accepts among those stored (`q=0` refuses one). */
function encodingFor(acceptEncoding: string | undefined, available: { br: boolean; gzip: boolean }): Encoding {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && ok('br')) return 'br';
  if (available.gzip && ok('gzip')) return 'gzip';
  return 'identity';
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);

/**
 * `/remotes/<folder>/<version>/<path>`: the stored files of published versions (ADR 162), in the form
 * compressed at publish that the browser accepts. Public: a shell on another origin may load them.
 */
export function remoteFilesRoutes(deps: { store: RemoteStore }) {
  return new Hono<AppEnv>().get('/remotes/:folder/:version/*', async (c) => {
    const { folder, version } = c.req.param();
    const prefix = `/remotes/${folder}/${version}/`;
    let path: string;
    try {
      path = decodeURIComponent(c.req.path.slice(prefix.length));
    } catch {
      return renderError(c, notFoundError());
    }
    const file = path ? await deps.store.file(folder, version, path) : undefined;
    if (!file) return renderError(c, notFoundError());
    const encoding = encodingFor(c.req.header('accept-encoding'), { br: file.body_br !== null, gzip: file.body_gzip !== null });
    const etag = `"${file.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const headers: Record<string, string> = {
      'Content-Type': file.content_type,
      'Cache-Control': IMMUTABLE,
      'Access-Control-Allow-Origin': '*',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    if (encoding === 'identity') return c.body(new Uint8Array(file.body), 200, headers);
    const body = encoding === 'br' ? file.body_br : file.body_gzip;
    return c.body(new Uint8Array(body ?? file.body), 200, { ...headers, 'Content-Encoding': encoding });
  });
}
