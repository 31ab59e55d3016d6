import type { MiddlewareHandler } from 'hono';
import { buildContentSecurityPolicy } from './content-security-policy';

/**
 * Build files (`/assets/…`, `/remotes/…`): scripts, styles and JSON that no browser renders as a page.
 * The document headers (CSP, framing, referrer, permissions, opener) do nothing on them, and over
 * HTTP/1.1 they cost bytes on each file of a first load (docs/decisions/008-first-load-budget.md, figures in
 * bench/results/figures-from-code-comments.md).
 */
export const isBuildFilePath = (path: string) => path.startsWith('/assets/') || path.startsWith('/remotes/');

/**
 * Security headers on every response; build files get `nosniff` only. A handler that knows better (the
 * shell's index.html, whose inline scripts must be allowed by hash) sets its own Content-Security-Policy, which wins.
 */
export function securityHeaders(options: { remoteOrigins: readonly string[]; production: boolean }): MiddlewareHandler {
  const defaults: [string, string][] = [
    ['Content-Security-Policy', buildContentSecurityPolicy({ remoteOrigins: options.remoteOrigins })],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ];
  // Only over HTTPS in production; on http://localhost browsers ignore it anyway.
  if (options.production) defaults.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  const buildFileDefaults: [string, string][] = [['X-Content-Type-Options', 'nosniff']];
  return (c, next) => {
    const headers = isBuildFilePath(c.req.path) ? buildFileDefaults : defaults;
    return next().then(() => {
      for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    });
  };
}
