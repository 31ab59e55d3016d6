import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Visitor } from './remote-store';

/** The browser's canary bucket, 0–99: a candidate at `p` % is served to the buckets below `p` (ADR 162). */
export const CANARY_COOKIE = 'club_canary';
/** Set by an admin from the deployments screen: this browser gets every candidate until it is closed or turned off. */
const PREVIEW_COOKIE = 'club_canary_preview';
const BUCKET = /^(?:[0-9]|[1-9][0-9])$/;

/**
 * Which versions this browser gets: its bucket, drawn at its first page and kept a year, so that a
 * visitor keeps the same version across reloads and sign-in. The cookie holds nothing personal and can
 * only choose between the current version and a candidate an admin published.
 */
export function canaryVisitor(c: Context, options: { secure: boolean }): Visitor {
  const previewCandidates = getCookie(c, PREVIEW_COOKIE) === '1';
  const known = getCookie(c, CANARY_COOKIE);
  if (known !== undefined && BUCKET.test(known)) return { canaryBucket: Number(known), previewCandidates };
  const bucket = randomInt(100);
  setCookie(c, CANARY_COOKIE, String(bucket), { path: '/', maxAge: 365 * 24 * 3600, httpOnly: true, sameSite: 'Lax', secure: options.secure });
  return { canaryBucket: bucket, previewCandidates };
}

/**
 * An admin's preview of the candidates in this browser (a session cookie). It only ever changes what this
 * browser loads: the candidates' files are public like every published version's.
 */
export function setCandidatePreview(c: Context, enabled: boolean, options: { secure: boolean }): void {
  if (enabled) setCookie(c, PREVIEW_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'Lax', secure: options.secure });
  else deleteCookie(c, PREVIEW_COOKIE, { path: '/', secure: options.secure });
}

export const previewsCandidates = (c: Context) => getCookie(c, PREVIEW_COOKIE) === '1';
