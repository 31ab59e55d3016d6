import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Visitor } from './remote-store';

/** The browser's canary bucket, 0–99: a candidate at `p` % is served to the buckets below `p` (ADR 162). */
export const CANARY_COOKIE = 'club_canary';
const BUCKET = /^(?:[0-9]|[1-9][0-9])$/;

/**
 * Which versions this browser gets: its bucket, drawn at its first page and kept a year, so that a
 * visitor keeps the same version across reloads and sign-in. The cookie holds nothing personal and can
 * only choose between the current version and a candidate an admin published.
 */
export function canaryVisitor(c: Context, options: { secure: boolean }): Visitor {
  const known = getCookie(c, CANARY_COOKIE);
  if (known !== undefined && BUCKET.test(known)) return { canaryBucket: Number(known), previewCandidates: false };
  const bucket = randomInt(100);
  setCookie(c, CANARY_COOKIE, String(bucket), { path: '/', maxAge: 365 * 24 * 3600, httpOnly: true, sameSite: 'Lax', secure: options.secure });
  return { canaryBucket: bucket, previewCandidates: false };
}
