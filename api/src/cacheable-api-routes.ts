/**
 * The /api routes whose answer is the same for everyone and holds nobody's personal data: the club's public
 * presentation, the runtime config and the receipts of the browsers' reports. They keep their own caching (ETag, no-cache); every other /api answer,
 * better-auth's included, is `no-store` (docs/decisions/161-privacy-hardening.md). Only `public` entries of
 * the authorisation matrix may be listed, and only those whose answer does not depend on the session
 * (comments and reaction counts do: members-only articles, "my reaction").
 */
export const CACHEABLE_API_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/runtime-config',
  'GET /api/sections',
  'GET /api/sections/:id',
  'GET /api/sections/:id/categories',
  'GET /api/public/sections',
  'GET /api/public/sections/:slug',
  'GET /api/public/site/sections',
  'GET /api/public/site/sections/:slug',
  'GET /api/public/site/blog',
  'GET /api/onboarding/membership-options',
  'GET /api/articles/public',
  'GET /api/articles/public/:id',
  'GET /api/tags',
  'GET /api/tags/search',
  'GET /api/tags/:id',
  'GET /api/reactions/types',
  // A browser's reports answer a receipt id, nobody's data; under no-store Chromium keeps no body of a
  // `keepalive` request's answer, so the receipt could not be read (e2e remote-failure journeys).
  'POST /api/telemetry/remote-failures',
  'POST /api/telemetry/remote-loads',
]);
