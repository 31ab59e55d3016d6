import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { etag } from 'hono/etag';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { CACHEABLE_API_ROUTES } from './cacheable-api-routes';
import type { DatabaseHandle } from './db/database';
import type { Env } from './env';
import { accountSync } from './features/auth/account-sync';
import { passwordResetRequest } from './features/auth/password-reset-request';
import { passwordResetLinksRoutes } from './features/password-reset-links/password-reset-links.routes';
import { createAuth, trustedOrigins } from './features/auth/auth';
import { authRoutes } from './features/auth/auth.routes';
import { accountThrottle } from './features/auth/account-throttle';
import { passwordCheck } from './features/auth/password-check';
import { redisSecondaryStorage } from './features/auth/redis-storage';
import { signedInGreeting } from './features/auth/signed-in-greeting';
import { sessionActorResolver } from './features/auth/session-actor-resolver';
import { applicationsRoutes } from './features/applications/applications.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { adminUsersRoutes } from './features/admin-users/admin-users.routes';
import { twoFactorMethodRoutes } from './features/two-factor-method/two-factor-method.routes';
import { activitiesRoutes } from './features/activities/activities.routes';
import { blogRoutes } from './features/blog/blog.routes';
import { blogSite } from './features/blog/blog-site';
import { devOutboxRoutes } from './features/dev-outbox/dev-outbox.routes';
import { emailChangeRoutes } from './features/email-change/email-change.routes';
import { emailsRoutes } from './features/emails/emails.routes';
import type { EmailsContext } from './features/emails/emails.service';
import { memberDashboardRoutes } from './features/member-dashboard/member-dashboard.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import {
  medicalCertificatesRoutes,
  MEDICAL_CERTIFICATE_UPLOAD_ROUTE,
  MEDICAL_CERTIFICATE_UPLOAD_TYPES,
} from './features/medical-certificates/medical-certificates.routes';
import { memberProfileRoutes } from './features/member-profile/member-profile.routes';
import { membersRoutes } from './features/members/members.routes';
import { familyRoutes } from './features/family/family.routes';
import { myDataRoutes } from './features/my-data/my-data.routes';
import { publicSectionsRoutes } from './features/public-sections/public-sections.routes';
import { sectionsSite } from './features/public-sections/sections-site';
import { blogSiteRoutes } from './features/blog/blog-site.routes';
import { sectionsRoutes } from './features/sections/sections.routes';
import { clubSectionsRoutes } from './features/sections/club-sections.routes';
import { clubsRoutes } from './features/clubs/clubs.routes';
import { categoriesRoutes } from './features/categories/categories.routes';
import { categoryMembersRoutes } from './features/category-members/category-members.routes';
import { responsibilitiesRoutes } from './features/responsibilities/responsibilities.routes';
import { complexesRoutes } from './features/complexes/complexes.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { contactInboxRoutes } from './features/contact/contact-inbox.routes';
import type { ContactContext } from './features/contact/contact-context';
import { facilitiesStatisticsRoutes } from './features/facilities-statistics/facilities-statistics.routes';
import { healthRoutes } from './features/health/health.routes';
import { minibusesRoutes } from './features/minibuses/minibuses.routes';
import { minibusReservationsRoutes } from './features/reservations/minibus-reservations.routes';
import { roomReservationsRoutes } from './features/reservations/room-reservations.routes';
import { roomsRoutes } from './features/rooms/rooms.routes';
import { sessionNoticesRoutes } from './features/session-notices/session-notices.routes';
import { trainingSessionsRoutes } from './features/training-sessions/training-sessions.routes';
import { canaryVisitor } from './features/deployments/canary-visitor';
import { deploymentsRoutes, PUBLISH_ROUTE } from './features/deployments/deployments.routes';
import type { DeploymentsContext } from './features/deployments/publish.service';
import { remoteFilesRoutes } from './features/deployments/remote-files.routes';
import { RemoteStore } from './features/deployments/remote-store';
import { deployedShellShared } from './features/deployments/shell-shared';
import { runtimeConfigRoutes } from './features/runtime-config/runtime-config.routes';
import { runtimeConfigSource } from './features/runtime-config/runtime-config.service';
import { staticSiteRoutes } from './features/static-site/static-site.routes';
import { remoteFailuresRoutes } from './features/telemetry/remote-failures.routes';
import { remoteLoadsRoutes } from './features/telemetry/remote-loads.routes';
import { methodNotAllowedError, payloadTooLargeError } from './shared/app-error';
import type { AppEnv } from './shared/app-env';
import type { IdentityContext } from './shared/auth/identity-context';
import { originCheck } from './shared/auth/origin-check.middleware';
import { sessionMiddleware } from './shared/auth/session.middleware';
import { clientIp } from './shared/client-ip';
import { compression } from './shared/compression';
import { corsForOrigins } from './shared/cors';
import { errorBodyGuard } from './shared/error-body-guard';
import { apiNotFound, createErrorHandler, renderError } from './shared/error-handler';
import { isFileBody, jsonBodyOnly, type FileBodyRoute } from './shared/json-body-only';
import { noStore } from './shared/no-store';
import type { Logger } from './shared/logger';
import { rejectNulInUrl } from './shared/nul-character';
import { rejectDeepJson } from './shared/json-depth';
import { rejectMalformedUrl } from './shared/malformed-url';
import { mailTransportName } from './shared/mail/delivery';
import { createMailOutbox } from './shared/mail/outbox';
import { memoryFailureCounter, redisFailureCounter } from './shared/rate-limit/failure-counter';
import { createMemoryRateLimiter, type RateLimiterFactory } from './shared/rate-limit/rate-limiter';
import { redisRateLimiterFactory } from './shared/rate-limit/redis-rate-limiter';
import { routeRateLimits } from './shared/rate-limit/route-rate-limits.middleware';
import { createRedisConnection, type RedisConnection } from './shared/redis/redis-connection';
import { requestId } from './shared/request-id';
import { requestLogger } from './shared/request-logger';
import { requestTimeout } from './shared/request-timeout';
import { securityHeaders } from './shared/security-headers';
import type { ServiceContext } from './shared/service-context';
import { WRITE_RATE_LIMITS } from './write-rate-limits';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /** Repository root: the shell's `dist` folder is served from here (remotes from env.REMOTES_DIR). */
  rootDir: string;
  createRateLimiter?: RateLimiterFactory;
  now?: () => Date;
  /** This instance's delivery worker, told when a request wrote an e-mail (server.ts starts it; tests run it by hand). */
  onMailEnqueued?: () => void;
  /** The Redis connection when REDIS_URL is set (created from it when not given; tests pass theirs to close it). */
  redis?: RedisConnection;
  /** The published remotes (server.ts makes it to import, warm and watch it; created here otherwise). */
  remoteStore?: RemoteStore;
  /** The deployed shell's singletons, for the publish check (default: its build's shared-versions.json). */
  shellShared?: () => Record<string, string>;
}

/** In-memory bound of the published remotes' files (ADR 162): every remote's served versions, three encodings each, fit with room. */
const REMOTE_FILES_CACHE_BYTES = 96 * 1024 * 1024;
/** How long an instance reuses its read of which versions are served: another instance's publish shows within it. */
const DEPLOYMENT_STATE_TTL_MS = 1000;

export const createRemoteStore = (database: DatabaseHandle) =>
  new RemoteStore(database.db, { cacheBytes: REMOTE_FILES_CACHE_BYTES, stateTtlMs: DEPLOYMENT_STATE_TTL_MS });

const MAX_BODY_BYTES = 64 * 1024;

/** The one route whose body is a file rather than JSON. */
const fileRoutes: readonly FileBodyRoute[] = [{ path: MEDICAL_CERTIFICATE_UPLOAD_ROUTE, types: MEDICAL_CERTIFICATE_UPLOAD_TYPES }];
const PUBLISH_TIMEOUT_MS = 120_000;

export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const ctx: ServiceContext = { db: deps.database.db, dialect: deps.database.dialect, now: deps.now ?? (() => new Date()) };
  const clientKey = (c: Context) => clientIp(c, env.TRUST_PROXY_HOPS);
  const remoteStore = deps.remoteStore ?? createRemoteStore(deps.database);
  const deployments: DeploymentsContext = { db: ctx.db, now: ctx.now, store: remoteStore, shellShared: deps.shellShared ?? deployedShellShared(deps.rootDir) };
  const runtimeConfig = runtimeConfigSource(env, logger, remoteStore);
  const secureCookies = env.SITE_URL.startsWith('https:');
  const outbox = createMailOutbox({ now: ctx.now, logger, ...(deps.onMailEnqueued ? { onEnqueued: deps.onMailEnqueued } : {}) });
  const redis = deps.redis ?? (env.REDIS_URL ? createRedisConnection(env.REDIS_URL, env.REDIS_KEY_PREFIX, logger) : undefined);
  const createLimiter = deps.createRateLimiter ?? (redis ? redisRateLimiterFactory(redis, logger) : createMemoryRateLimiter);
  const writeLimits: MiddlewareHandler<AppEnv> = env.WRITE_RATE_LIMIT
    ? routeRateLimits({ limits: WRITE_RATE_LIMITS, createLimiter, clientAddress: clientKey })
    : (_c, next) => next();
  const auth = createAuth({ env, database: deps.database, outbox, ...(redis ? { secondaryStorage: redisSecondaryStorage(redis.client) } : {}), now: ctx.now });
  const accounts = accountThrottle(
    redis ? redisFailureCounter(redis.client, 'sign-in-failures:') : memoryFailureCounter(),
    env.AUTH_RATE_LIMIT ? env.AUTH_ACCOUNT_MAX_FAILURES : Number.POSITIVE_INFINITY,
  );
  const redisAvailable = () => redis?.available() ?? true;
  const emails: EmailsContext = { ...ctx, transport: mailTransportName(env), ...(deps.onMailEnqueued ? { wake: deps.onMailEnqueued } : {}) };
  const contact: ContactContext = { ...ctx, outbox, site: { name: env.SITE_NAME, url: env.SITE_URL, email: env.SITE_EMAIL } };
  const identity: IdentityContext = { ...ctx, outbox, site: { name: env.SITE_NAME, url: env.SITE_URL }, accounts: accountSync(auth, logger) };

  const resolveActor = sessionActorResolver(auth, ctx.db);
  const timeout = requestTimeout(env.REQUEST_TIMEOUT_MS);
  const publishTimeout = requestTimeout(Math.max(env.REQUEST_TIMEOUT_MS, PUBLISH_TIMEOUT_MS));
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => Promise.reject(payloadTooLargeError()) });

  const publicSections = sectionsSite(ctx, { shortName: env.SITE_SHORT_NAME });
  const publicBlog = blogSite(ctx, { name: env.SITE_NAME, url: identity.site.url });
  const api = new Hono<AppEnv>()
    .use('/runtime-config', etag())
    .route('/', healthRoutes({ ctx: emails, ...(redis ? { redis } : {}) }))
    .route('/', authRoutes({ auth, clientKey, accounts, resolveActor, storageAvailable: redisAvailable, logger }))
    .route('/', devOutboxRoutes({ ctx, demoMode: env.demoMode }))
    .route('/', sectionsRoutes({ ctx }))
    .route('/', publicSectionsRoutes({ ctx, site: publicSections }))
    .route('/', blogSiteRoutes({ site: publicBlog }))
    .route('/', clubsRoutes({ ctx }))
    .route('/', clubSectionsRoutes({ ctx }))
    .route('/', categoriesRoutes({ ctx }))
    .route('/', categoryMembersRoutes({ ctx }))
    .route('/', responsibilitiesRoutes({ ctx }))
    .route('/', onboardingRoutes({ ctx: identity }))
    .route('/', memberDashboardRoutes({ ctx: identity }))
    .route('/', memberProfileRoutes({ ctx }))
    .route('/', emailChangeRoutes({ ctx: { ...identity, lockout: accounts }, passwords: passwordCheck(auth) }))
    .route('/', membersRoutes({ ctx }))
    .route('/', myDataRoutes({ ctx }))
    .route('/', familyRoutes({ ctx: { ...ctx, requestReset: passwordResetRequest(auth) } }))
    .route('/', applicationsRoutes({ ctx: identity }))
    .route('/', medicalCertificatesRoutes({ ctx: identity }))
    .route('/', auditRoutes({ ctx }))
    .route('/', adminUsersRoutes({ ctx }))
    .route('/', twoFactorMethodRoutes({ ctx }))
    .route('/', emailsRoutes({ ctx: emails }))
    .route('/', passwordResetLinksRoutes({ ctx: { ...ctx, requestReset: passwordResetRequest(auth) } }))
    .route('/', runtimeConfigRoutes({ runtimeConfig, visitorOf: (c) => canaryVisitor(c, { secure: secureCookies }) }))
    .route('/', contactRoutes({ ctx: contact }))
    .route('/', contactInboxRoutes({ ctx: contact }))
    .route('/', remoteFailuresRoutes({ ctx: deployments }))
    .route('/', remoteLoadsRoutes({ ctx: deployments }))
    .route('/', deploymentsRoutes({ ctx: deployments, secureCookies }))
    // Statistics before complexes: /complexes/statistics is not a complex id.
    .route('/', facilitiesStatisticsRoutes({ ctx }))
    .route('/', complexesRoutes({ ctx }))
    .route('/', roomsRoutes({ ctx }))
    .route('/', minibusesRoutes({ ctx }))
    .route('/', roomReservationsRoutes({ ctx }))
    .route('/', minibusReservationsRoutes({ ctx }))
    .route('/', trainingSessionsRoutes({ ctx }))
    .route('/', sessionNoticesRoutes({ ctx }))
    .route('/', blogRoutes({ ctx: { ...ctx, outbox, site: { name: env.SITE_NAME, url: env.SITE_URL } } }))
    .route('/', activitiesRoutes({ ctx }));
  // 405 is decided against the API routes only: the site's catch-all GET must not make every /api path "GET-able".
  const apiRoutes = new Hono<AppEnv>().route('/api', api);

  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(requestLogger(logger))
    .use(securityHeaders({ remoteOrigins: env.REMOTE_ORIGINS, production: env.NODE_ENV === 'production' }))
    .use(compression())
    .use(errorBodyGuard(logger))
    // Before any route reads the path or the query: a broken percent escape is a 400, never a 500 (ADR 157).
    .use(rejectMalformedUrl())
    .use('/api/*', corsForOrigins(env.CORS_ORIGINS))
    // Outermost of the /api middlewares: refusals and errors of the ones below are personal answers too.
    .use('/api/*', noStore(CACHEABLE_API_ROUTES))
    // A publish compresses every file of a build at top quality (ADR 162): it gets longer than a page's request.
    .use('/api/*', (c, next) => (PUBLISH_ROUTE.test(c.req.path) ? publishTimeout(c, next) : timeout(c, next)))
    .use('/api/*', methodNotAllowed({ app: apiRoutes, onMethodNotAllowed: (c, methods) => renderError(c, methodNotAllowedError(methods)) }))
    // Only requests that may carry a body: reading `body` of a GET makes @hono/node-server build a full
    // Request object, about 10% of the CPU of a list request (profiled in bench/api.ts runs).
    // A publish's archive has its own, larger limit, checked while it is read (deployments.routes.ts).
    // So has a medical certificate's file (medical-certificates.routes.ts, ADR 207).
    .use('/api/*', (c, next) =>
      c.req.method === 'GET' || c.req.method === 'HEAD' || PUBLISH_ROUTE.test(c.req.path) || isFileBody(fileRoutes, c.req.path, c.req.header('content-type'))
        ? next()
        : limitBody(c, next),
    )
    .use('/api/*', rejectNulInUrl)
    .use('/api/*', jsonBodyOnly({ archiveRoute: PUBLISH_ROUTE, fileRoutes }))
    .use('/api/*', rejectDeepJson({ fileRoutes }))
    .use('/api/*', originCheck(trustedOrigins(env)))
    // Lean lookup of the better-auth session (one indexed query per request): docs/decisions/036-lean-session-lookup.md.
    .use('/api/*', sessionMiddleware(resolveActor))
    // The writes' limits, per account or address: docs/decisions/161-privacy-hardening.md.
    .use('/api/*', writeLimits)
    .route('/', apiRoutes)
    .route('/', remoteFilesRoutes({ store: remoteStore }))
    .route(
      '/',
      staticSiteRoutes({
        rootDir: deps.rootDir,
        remoteStore,
        secureCookies,
        remoteOrigins: env.REMOTE_ORIGINS,
        runtimeConfig,
        blog: publicBlog,
        sections: publicSections,
        greeting: signedInGreeting(resolveActor, ctx.db),
      }),
    );

  app.notFound(apiNotFound);
  app.onError(createErrorHandler(logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
