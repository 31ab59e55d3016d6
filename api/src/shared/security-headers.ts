import type { MiddlewareHandler } from 'hono';
import { buildContentSecurityPolicy } from './content-security-policy';

/**
 * Security headers on every response. A handler that knows better (the shell's index.html, whose
 * inline scripts must be allowed by hash) sets its own Content-Security-Policy first.
 */
export function securityHeaders(options: { remoteOrigins: readonly string[]; production: boolean }): MiddlewareHandler {
  const defaults: Record<string, string> = {
    'Content-Security-Policy': buildContentSecurityPolicy({ remoteOrigins: options.remoteOrigins }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  // Only over HTTPS in production; on http://localhost browsers ignore it anyway.
  if (options.production) defaults['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(defaults)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
