import { Hono } from 'hono';
import { notFoundError } from '../../shared/app-error';
import { markPrecompressed } from '../../shared/compression';
import type { AppEnv } from '../../shared/app-env';
import { renderError } from '../../shared/error-handler';
import type { RemoteStore } from './remote-store';

/** A published version never changes (a new publish is a new version): every file of it is cached for ever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip' | 'identity';

/** The stored bytes as they are (the drivers return Buffers over a plain ArrayBuffer): no copy per request. */
const bytesOf = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;

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

/**
 * `/remotes/<folder>/<version>/<path>`: the stored files of published versions (ADR 162), in the form
 * compressed at publish that the browser accepts; nothing is compressed here. Public: a shell on another
 * origin may load them. No validator: an immutable file is never revalidated, and every header counts
 * on the first visit's budget (ADR 008).
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
    const headers: Record<string, string> = {
      'Content-Type': file.content_type,
      'Cache-Control': IMMUTABLE,
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
    };
    markPrecompressed(c);
    const body = encoding === 'br' ? file.body_br : encoding === 'gzip' ? file.body_gzip : file.body;
    return c.body(bytesOf(body ?? file.body), 200, encoding === 'identity' ? headers : { ...headers, 'Content-Encoding': encoding });
  });
}
