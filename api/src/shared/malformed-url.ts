import { API_ERROR_CODES } from '@club/contracts';
import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';
import { renderError } from './error-handler';

const MESSAGE = "L'adresse demandée contient un encodage invalide : un « % » doit être suivi de deux chiffres hexadécimaux formant un caractère UTF-8.";

const malformedUrlError = () => new AppError(400, API_ERROR_CODES.malformedUrl, MESSAGE);

const PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Adresse invalide</title></head>
<body><main><h1>Adresse invalide</h1><p>L'adresse demandée contient un encodage invalide (un «&nbsp;%&nbsp;» mal formé). Vérifiez le lien, ou revenez à la <a href="/">page d'accueil</a>.</p></main></body></html>`;

/** True when a percent escape of the URL does not decode (`%E0%A4%A`, `%ZZ`, a lone `%`, an overlong `%C0%AF`). */
function hasMalformedEscape(url: string): boolean {
  if (!url.includes('%')) return false;
  try {
    decodeURIComponent(url);
    return false;
  } catch {
    return true;
  }
}

/**
 * 400 for a path or query whose percent escapes do not decode, before any route reads it: one rule for
 * every address instead of a `decodeURIComponent` that throws a 500 somewhere (issue 27, ADR 157).
 * The API answers with the error shape, the site with a short French page.
 */
export function rejectMalformedUrl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!hasMalformedEscape(c.req.url)) return next();
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return renderError(c, malformedUrlError());
    return c.html(PAGE, 400, { 'Cache-Control': 'no-store' });
  };
}
