import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { matchClientRoute, paths, SESSION_COOKIE_NAME, type RouteName } from '@flarescope/shared';
import fastifyEtag from '@fastify/etag';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.js';
import { strictBodyValidatorCompiler } from './lib/strict-body.js';
import type { AppContext } from './context.js';
import { createDatabase, pgPoolOf, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createCaptchaVerifier } from './infra/captcha/index.js';
import { systemClock, type Clock } from './infra/clock.js';
import { createLifecycle, type Lifecycle } from './infra/lifecycle.js';
import { createMetrics } from './infra/metrics.js';
import { createMailer } from './infra/mail/index.js';
import { createStorage, type Storage } from './infra/storage/index.js';
import { accountRoutes, authRoutes } from './modules/accounts/index.js';
import { adminRoutes } from './modules/admin/index.js';
import { appConfigRoutes } from './modules/app-config/index.js';
import { captchaRoutes } from './modules/captcha/index.js';
import { eventRoutes } from './modules/event/index.js';
import { nightfireRoutes } from './modules/nightfire/index.js';
import { filesRoutes } from './modules/files/index.js';
import { flaringRoutes, placeNames } from './modules/flaring/index.js';
import { APP_VERSION, healthRoutes } from './modules/health/index.js';
import { importJobsByStatus, importsRoutes } from './modules/imports/index.js';
import { authenticateApiKey, apiKeysRoutes, passportRoutes } from './modules/passport/index.js';
import { investorsRoutes, noticeNewMatches } from './modules/investors/index.js';
import { notificationsRoutes } from './modules/notifications/index.js';
import { dataRoomRoutes, conversationsRoutes } from './modules/data-room/index.js';
import {
  featuredProjectRoutes,
  getProjectHead,
  projectsRoutes,
  scenariosRoutes,
} from './modules/projects/index.js';
import { screeningRoutes } from './modules/screening/index.js';
import {
  cookieDomain,
  resolveSession,
  sessionCacheLookupsOf,
  sessionRoutes,
} from './modules/session/index.js';
import type { SignedInUser } from './lib/signed-in-user.js';
import { checkApiKeyRoutes } from './plugins/api-key-routes.js';
import { modulePorts } from './ports.js';
import { createGuards } from './plugins/auth.js';
import { registerCsrfGuard } from './plugins/csrf.js';
import {
  clientErrorHandler,
  errorBody,
  frameworkErrors,
  registerErrorHandler,
} from './plugins/error-handler.js';
import { registerInputGuard } from './plugins/input-guard.js';
import {
  companyNameText,
  FIRST_PAINT_SCRIPT_HASH,
  homeHead,
  pathnameOf,
  placeHead,
  projectEditHead,
  projectHead,
  type PageHead,
} from './plugins/first-paint.js';
import { isClientRoute, registerSpa } from './plugins/spa.js';

/** JSON bodies are small forms; uploads get their own per-route limits. */
const JSON_BODY_LIMIT = 64 * 1024;

/** A project's pages (SPEC §2, the route table's names): /project/{p}, its details, financials, investors' and edit pages. */
const PROJECT_PAGES: ReadonlySet<RouteName> = new Set([
  'projectInfo',
  'projectDetails',
  'projectFinancials',
  'projectInvestors',
  'projectEdit',
]);

/**
 * A country's or a company's screen, in the flaring view or the companies directory, or a flare's in
 * the flaring view (SPEC §2): the route table's names, and the section the first paint draws.
 */
const PLACE_PAGES: ReadonlyMap<RouteName, 'flaring' | 'companies'> = new Map([
  ['flaringCountry', 'flaring'],
  ['flaringCompany', 'flaring'],
  ['flare', 'flaring'],
  ['companiesCountry', 'companies'],
  ['companyProfile', 'companies'],
]);

const decodeURIComponentSafe = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes a function trusting that many hops from the
 * socket (Fastify's own number option now trusts none); addresses go to proxy-addr as they are.
 */
const trustProxyOption = (
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

/** The route label of a request no route matched (the not-found handler: SPA pages and 404s). */
const UNMATCHED_ROUTE = '(unmatched)';

/** The longest path parameter the router reads (Fastify's default, 100, is shorter than a 160-character slug). */
const MAX_PARAM_LENGTH = 500;

export type BuildAppOptions = {
  config: Config;
  db?: Db;
  clock?: Clock;
  /** false for tests that want no request logs. */
  logger?: boolean;
  /** The uploads' storage; by default the one the configuration names. */
  storage?: Storage;
  /** Where log lines go (stdout by default); tests read them to check what is never logged. */
  logStream?: NodeJS.WritableStream;
};

const contentSecurityPolicy = (config: Config) => {
  const google =
    config.captcha.provider === 'recaptcha' ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const basemap = config.basemapStyleUrl ? [new URL(config.basemapStyleUrl).origin] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      // The first paint's one inline script, by its hash (plugins/first-paint.ts).
      scriptSrc: ["'self'", FIRST_PAINT_SCRIPT_HASH, ...google],
      // Mantine sets inline style attributes and injects its CSS variables.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...basemap],
      connectSrc: ["'self'", ...basemap, ...google],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: google,
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
};

/**
 * Builds the app: external plugins, then our own (errors, CSRF), then the modules, then the SPA.
 * Migrations run before the first request is served.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The uploads' storage (AppContext.storage), for what runs beside the routes (the purge job). */
    storage: Storage;
    /** The process's stop (AppContext.lifecycle), which server.ts drives on SIGTERM/SIGINT. */
    lifecycle: Lifecycle;
  }
}

export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const { config } = options;
  const db = options.db ?? createDatabase(config.database);
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers.authorization',
                'req.headers["x-api-key"]',
                'res.headers["set-cookie"]',
              ],
              censor: '[redacted]',
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: JSON_BODY_LIMIT,
    // Off unless TRUST_PROXY names the proxies: X-Forwarded-For from anyone else is ignored.
    trustProxy: trustProxyOption(config.trustProxy),
    // Slugs may have 160 characters (zod answers validation_failed past that); only a parameter past
    // this makes the router give up (uri_too_long, in the one shape).
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    // A request that reaches the router while the server closes is answered, not refused with Fastify's
    // own 503: it was sent before the stop (decision 031). New connections are refused by then.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // First of all hooks: every routed request is counted in flight (the drain waits for them) and, once
  // answered, in the metrics by its route pattern; while draining, each answer closes its connection.
  const lifecycle = createLifecycle();
  const metrics = createMetrics({
    lifecycle,
    pool: pgPoolOf(db),
    importJobsByStatus: () => importJobsByStatus({ db }),
    sessionCacheLookups: () => sessionCacheLookupsOf(db),
  });
  app.addHook('onRequest', (request, reply, done) => {
    const ended = lifecycle.requestStarted();
    // 'close' comes whether the answer was sent or the client went away.
    reply.raw.once('close', ended);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.isDraining()) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.addHook('onClose', async () => metrics.close());

  // JSON only: a text/plain body must not reach a route as a string.
  app.removeContentTypeParser('text/plain');
  // Unknown keys in a body are refused, not dropped (lib/strict-body.ts).
  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);

  await migrateToLatest(db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  const base = {
    config,
    db,
    dialect: config.database.dialect,
    clock,
    captcha: await createCaptchaVerifier({ config, db, clock }),
    mailer: createMailer({ config, log: app.log }),
    storage: options.storage ?? (await createStorage(config)),
    cookies: { domain: cookieDomain(config.publicUrl), isSecureSite: config.publicUrl.startsWith('https:') },
    ports: modulePorts,
  };
  const ctx: AppContext = {
    ...base,
    guards: createGuards(base, { authenticateApiKey: (key) => authenticateApiKey(base, { key }) }),
    lifecycle,
    metrics,
  };
  app.decorateRequest('user', null);
  // The purge job the server starts (server.ts) deletes files through the same storage.
  app.decorate('storage', ctx.storage);
  app.decorate('lifecycle', lifecycle);

  // Helmet's headers, built once. (@fastify/helmet rebuilt Helmet's middleware, CSP parsing included,
  // on every request: 8 % of a cached view's CPU.)
  const securityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  // Every GET answer carries an ETag; a matching If-None-Match gets 304 with no body.
  await app.register(fastifyEtag);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Flarescope API',
        version: APP_VERSION,
        description:
          'Gas flaring data, operators and gas-to-power projects. Errors answer `{ "error": { "code", "message", "fields"? } }`. State-changing requests need `X-Requested-With: XMLHttpRequest`.\n\n**Personal API keys.** Users with premium access create keys on their passport (`' +
          paths.passport +
          '`, API keys; or `POST /api/account/api-keys`); the secret (`fsk_…`) is shown once. A program sends it as the `x-api-key` header and reads premium data as the key\'s owner, with their access, 120 requests a minute per key: one flare (`GET /api/flaring/countries/{country}/companies/{company}/flares/{name}`), search and the four exports: `curl -H "x-api-key: fsk_…" "' +
          config.publicUrl +
          '/api/flaring/exports/world?format=csv"`. Every other route, whoever owns the key, answers 403 `api_key_not_accepted` (admin, account, passport, projects, any write); the public views need no key. A malformed, unknown or revoked key, or one whose owner no longer has premium access, answers 401 `api_key_invalid`; a key past the expiry chosen when it was made (a year by default) 401 `api_key_expired`.',
      },
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerCsrfGuard(app, { publicUrl: config.publicUrl });
  checkApiKeyRoutes(app);

  await app.register(healthRoutes(ctx));
  await app.register(sessionRoutes(ctx));
  await app.register(captchaRoutes(ctx));
  await app.register(flaringRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(accountRoutes(ctx));
  // After an import's screening, investors whose criteria the new screened rows (decision 041) or a
  // project's moved cases (decision 045) newly meet are told: the imports module knows nothing of investors.
  await app.register(importsRoutes(ctx, () => noticeNewMatches({ ...ctx, log: app.log })));
  await app.register(projectsRoutes(ctx));
  await app.register(scenariosRoutes(ctx));
  await app.register(screeningRoutes(ctx));
  await app.register(investorsRoutes(ctx));
  await app.register(notificationsRoutes(ctx));
  await app.register(dataRoomRoutes(ctx));
  await app.register(conversationsRoutes(ctx));
  await app.register(featuredProjectRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(appConfigRoutes(ctx));
  await app.register(filesRoutes(ctx));
  await app.register(eventRoutes(ctx));
  await app.register(nightfireRoutes(ctx));
  await app.register(passportRoutes(ctx));
  await app.register(apiKeysRoutes(ctx));

  const spa = await registerSpa(app, { distDir: config.webDistDir });
  /**
   * The first paint's head made of data: the welcome screen's greeting; a project's four pages for a
   * viewer who may read it; a country's and a company's screens (public) and a flare's (signed in) for
   * a place the data has.
   */
  const dataHeadOf = async (url: string, viewer: SignedInUser | null): Promise<PageHead | null> => {
    // Matched against both route sets: the viewer decides below what is painted.
    const route = matchClientRoute(pathnameOf(url));
    if (!route) return null;
    const { name, params } = route;
    // The welcome screen greets a signed-in user by name (its visitors' head is kept with the others);
    // signed in, it is at `/` (SPEC §2: /home leads there).
    if (name === 'home' || name === 'root') {
      return viewer ? homeHead(viewer.firstName || viewer.username) : null;
    }
    if (PROJECT_PAGES.has(name) && params.project !== undefined) {
      if (!viewer) return null;
      const head = await getProjectHead(
        { db: ctx.db, actor: viewer },
        { slug: decodeURIComponentSafe(params.project) },
      ).catch(() => null);
      if (!head) return null;
      if (name !== 'projectEdit') return projectHead(head);
      return head.canEdit ? projectEditHead(head) : null;
    }
    const section = PLACE_PAGES.get(name);
    if (!section || params.country === undefined) return null;
    // A flare's screen is the flaring view's, for a signed-in user.
    if (name === 'flare' && !viewer) return null;
    const names = await placeNames(
      ctx.db,
      decodeURIComponentSafe(params.country),
      params.company === undefined ? undefined : decodeURIComponentSafe(params.company),
      params.name === undefined ? undefined : decodeURIComponentSafe(params.name),
    ).catch(() => null);
    if (!names) return null;
    return placeHead(
      section,
      names.country,
      names.company ? companyNameText(names.company) : undefined,
      names.flare,
    );
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (!spa || !isClientRoute(request.method, request.url)) {
      return reply.status(404).send(errorBody('not_found'));
    }
    // Client routes (and unknown paths, which the SPA answers with its 404 screen) get index.html.
    // @fastify/etag answers a matching If-None-Match with 304, using this ETag (kept with the page).
    // Signed-in screens' heads are painted only for a signed-in request (first-paint.ts).
    const session = await resolveSession(ctx, { token: request.cookies[SESSION_COOKIE_NAME] }).catch(
      () => null,
    );
    const page = spa.page(
      request.url,
      session ? session.role : 'visitor',
      await dataHeadOf(request.url, session),
    );
    void reply.header('cache-control', 'no-cache').header('etag', page.etag);
    return reply.type('text/html; charset=utf-8').send(page.html);
  });

  return app;
};
