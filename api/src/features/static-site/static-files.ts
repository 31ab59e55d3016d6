import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';

// The site's scripts are all modules, which browsers always decode as UTF-8 (HTML, "fetch a single module
// script"): a charset on them would only add bytes to each response, on the first load's budget (ADR 008;
// measured: bench/results/2026-11-25-to-27-admin-first-visit.md).
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};

export const contentTypeOf = (path: string) => CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** Vite's `[name]-[hash].[ext]` (8+ url-safe characters): the content can never change under that name. */
const HASHED_NAME = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|png|jpe?g|webp|avif|svg|gif|ico|wasm|map)$/;

export function cacheControlOf(urlPath: string): string {
  const fileName = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  // Entry points (remoteEntry.js, mf-manifest.json, remote.json, index.html) keep their name across builds.
  if (urlPath.includes('/assets/') && HASHED_NAME.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export interface StaticFile {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** Enough for the files read on every page (index.html, the prerendered pages, the served versions' remote.json). */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, StaticFile & { mtimeMs: number; size: number }>();
let cachedBytes = 0;

function remember(path: string, entry: StaticFile & { mtimeMs: number; size: number }): void {
  const previous = cache.get(path);
  if (previous) {
    cache.delete(path);
    cachedBytes -= previous.bytes.byteLength;
  }
  if (entry.bytes.byteLength > CACHE_MAX_BYTES / 4) return;
  // Least recently used first (a hit moves its file to the end).
  for (const [oldest, file] of cache) {
    if (cachedBytes + entry.bytes.byteLength <= CACHE_MAX_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= file.bytes.byteLength;
  }
  cache.set(path, entry);
  cachedBytes += entry.bytes.byteLength;
}

/**
 * Reads a regular file, memoised until its mtime or size changes (a rebuild replaces it), in a cache of at
 * most 32 MB that forgets the least recently read files first.
 */
export async function readStaticFile(path: string): Promise<StaticFile | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const cached = cache.get(path);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) {
    cache.delete(path);
    cache.set(path, cached);
    return cached;
  }
  const bytes = new Uint8Array(await readFile(path));
  const entry = { bytes, etag: etagOf(bytes), mtimeMs: info.mtimeMs, size: info.size };
  remember(path, entry);
  return entry;
}

export const etagOf = (bytes: Uint8Array | string) => `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/** RFC 9110 weak comparison: the compression middleware turns our strong ETags into weak ones. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
