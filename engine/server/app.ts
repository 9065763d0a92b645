import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { SiteStores } from '../site-stores/site-stores';
import type { NotifySettings } from '../leads/notify/notify-settings';
import { formTickets } from '../leads/notify/form-tickets';
import { isNotFoundRoute, matchRoute } from '../document/routes';
import { localizePath } from '../locale/locales';
import { STAFF_PAGE, type AdminAuth } from './admin-auth';
import type { TrustProxy } from './config';
import { jsonErrors, type ReportError } from './error-handlers';
import { registerHttpPlugins } from './http-plugins';
import { RequestLog } from './log/request-log';
import { BuildLoader } from './rendering/build-loader';
import { PageRenderer } from './rendering/page-renderer';
import { RecordPageCache } from './rendering/record-page-cache';
import {
  RENDER_AGAIN_MAX_PAGES,
  RENDER_AHEAD_MAX_PAGES,
  RenderAhead,
} from './rendering/render-ahead';
import { replyWithPage } from './rendering/reply-page';
import { followServiceChanges } from './rendering/service-changes';
import { startScheduleWorker } from './schedule-worker';
import { SitemapSource } from './rendering/sitemap';
import { fileRoutes } from './routes/files';
import { uploadFileRoutes } from './routes/uploads';
import { HEALTH_TIMEOUT_MS, healthRoutes } from './routes/health';
import { readinessCheck } from './readiness';
import { leadRoutes } from './routes/leads';
import { downloadRoutes } from './routes/downloads';
import { downloadLinks, type DownloadLinks } from '../downloads/download-links';
import { pageRoutes } from './routes/pages';
import { recordRoutes } from './routes/records';
import { staffRoutes } from './routes/staff';
import { securityHeaders } from './security';
import { addSharedSchemas } from './shared-schemas';
import { formFor } from '../leads/intake/lead-intake';
import { outboxEntries, visitorReplyOf } from '../leads/notify/outbox-entries';

export interface SiteServerOptions {
  distDir: string;
  database: SiteStores;
  auth: AdminAuth;
  /** Whose X-Forwarded-* headers count (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** The origin visitors use (PUBLIC_URL), which same-site checks accept. */
  publicOrigin?: string | undefined;
  leadsPerMinute?: number;
  /** Sooner than this after its page was shown, a form with a link is spam (2 s by default). */
  leadMinMs?: number;
  /** The address printed admin links use; read when a link is made. */
  linkBase: () => string;
  /** The erasure log (DATA_DIR/backups/erasures.ndjson), written before each erasure. */
  erasureLog: string;
  /** Where notifications of leads go (none by default), and who delivers them. */
  notify?: NotifySettings;
  notifier?: { wake(): void };
  /** How often scheduled publishing looks for what is due (SCHEDULE_CHECK_MS by default). */
  scheduleCheckMs?: number;
  /**
   * How many record pages are rendered at start and after changes, before visitors ask
   * (RENDER_AHEAD_MAX_PAGES by default; 0: none, each is rendered for its first visitor).
   */
  renderAheadPages?: number;
  /** How long a slow client may hold a socket (CLIENT_TIMEOUTS by default). */
  clientTimeouts?: ClientTimeouts;
  /** The server's logger (pino); none by default, as in tests. */
  logger?: FastifyBaseLogger;
  /** Where unexpected errors are reported; the logger by default. */
  reportError?: ReportError;
}

/** The least time between two writes of the health check's probe. */
export const WRITE_PROBE_EVERY_MS = 5_000;

/**
 * How long a client may take: to send its headers (looked at every `checkEveryMs`), its
 * whole request, and between requests on a kept-alive connection.
 */
export interface ClientTimeouts {
  headersMs: number;
  checkEveryMs: number;
  requestMs: number;
  keepAliveMs: number;
}

export const CLIENT_TIMEOUTS: ClientTimeouts = {
  headersMs: 15_000,
  checkEveryMs: 5_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
};

// A request id from a trusted proxy's X-Request-Id (nginx's $request_id) ties its log to
// ours; otherwise a new one. Either way it is on every log line and in the answer.
const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

/**
 * The site server: security headers on everything, the build's files and pages, record
 * pages rendered from the database, form submissions stored as leads, and the staff API.
 * Every request gets an answer with a status; an error in one never ends the process.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const logger = options.logger;
  const reportError =
    options.reportError ??
    ((message, error) =>
      logger ? logger.error({ err: error }, message) : console.error(message, error));
  const trustProxy = options.trustProxy ?? false;
  const timeouts = options.clientTimeouts ?? CLIENT_TIMEOUTS;
  const notify: NotifySettings = options.notify ?? { publicUrl: options.linkBase() };
  const tickets = formTickets();
  // Read once the first link is asked for; a failure (the database away) is tried again.
  let linksRead: Promise<DownloadLinks> | undefined;
  const links = () =>
    (linksRead ??= options.database.signingKey('download-links').then(
      (key) => downloadLinks(key),
      (error: unknown) => {
        linksRead = undefined;
        throw error;
      },
    ));
  const builds = new BuildLoader(options.distDir);
  const sitemap = new SitemapSource(builds, options.database.services, options.database.posts);
  const recordPages = new RecordPageCache();
  const pages = new PageRenderer(
    builds,
    options.database.services,
    recordPages,
    { error: reportError },
    options.database.posts,
  );
  // Loaded now, so the first visitor does not wait, and so the policy knows the build.
  const { manifest, entry } = await builds.current();
  // The staff page in each language the build has it in: an admin link signs in on any.
  const staffPages = entry
    .siteOfPath(STAFF_PAGE)
    .locales.map((locale) => localizePath(STAFF_PAGE, locale))
    .filter((path) => !isNotFoundRoute(matchRoute(path, entry.routes).route));
  const security = securityHeaders(manifest.supabaseUrl ? [manifest.supabaseUrl] : []);

  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    logController: new RequestLog(),
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return trustProxy && typeof given === 'string' && REQUEST_ID.test(given)
        ? given
        : randomUUID();
    },
    trustProxy,
    // Slow clients do not hold sockets: headers within 15 s (checked every 5 s), the whole
    // request within 30 s, 5 s between requests on a kept-alive connection, and a socket
    // with nothing sent either way for 30 s is closed.
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    } as never,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.requestMs,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
    // Wait for requests in flight on close; idle keep-alive connections are dropped.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A field a route does not know is refused, never quietly dropped.
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors: (error, request, rawReply) => {
      // A path the router cannot even decode (`//%`) is a page that does not exist.
      const reply = rawReply as unknown as FastifyReply;
      // Routing never started, so no hook has set the security headers yet.
      void security
        .apply(request, reply)
        .then(() => pages.notFound(error.code === 'FST_ERR_BAD_URL' ? 404 : 400))
        .then((page) => replyWithPage(request, reply, page))
        .catch(() => reply.code(400).type('text/plain').send('Bad Request'));
    },
  });
  await registerHttpPlugins(app, {
    distDir: options.distDir,
    security,
    trustProxy,
    logger,
  });

  // Every write goes through `services`, and the database reports every other process's,
  // so the sitemap and the record pages never outlive the content they show.
  const serviceChanges = followServiceChanges(options.database, {
    sitemap,
    recordPages,
    log: { info: (message) => logger?.info(message), error: reportError },
  });
  app.addHook('onClose', () => serviceChanges.stop());
  const renderAheadPages = options.renderAheadPages ?? RENDER_AHEAD_MAX_PAGES;
  if (renderAheadPages > 0) {
    const ahead = new RenderAhead({
      paths: () => pages.recordPaths(),
      render: (path) => pages.renderAhead(path),
      log: { info: (message) => logger?.info(message), error: reportError },
      maxPages: renderAheadPages,
    });
    recordPages.onChanged((kept) => ahead.schedule(kept.slice(0, RENDER_AGAIN_MAX_PAGES)));
    ahead.schedule();
    app.addHook('onClose', () => ahead.stop());
  }
  const { services, posts } = serviceChanges;
  const database = { ...options.database, services, posts };
  // Scheduled publishing, through `services`, so what it publishes is served at once.
  const schedules = startScheduleWorker({
    services,
    everyMs: options.scheduleCheckMs,
    log: { info: (message) => logger?.info(message), error: reportError },
  });
  app.addHook('onClose', () => schedules.stop());

  addSharedSchemas(app);
  // Every plugin answers its own errors; this one answers the rest (a hook's failure).
  app.setErrorHandler(jsonErrors(reportError));

  await app.register(healthRoutes, {
    builds,
    readiness: readinessCheck({
      ping: options.database.ping,
      probeWrite: options.database.probeWrite,
      timeoutMs: HEALTH_TIMEOUT_MS,
      probeEveryMs: WRITE_PROBE_EVERY_MS,
    }),
    auth: options.auth,
    reportError,
    log: (up, detail) =>
      up
        ? logger?.info(`Health: ${detail}.`)
        : reportError(`Health: not ready, ${detail}.`, undefined),
  });
  await app.register(recordRoutes, { services, reportError });
  await app.register(fileRoutes, { builds, sitemap });
  await app.register(uploadFileRoutes, { uploads: options.database.uploads });
  await app.register(leadRoutes, {
    builds,
    pages,
    leads: options.database.leads,
    leadsPerMinute: options.leadsPerMinute ?? 10,
    publicOrigin: options.publicOrigin,
    reportError,
    notify,
    tickets,
    notifier: options.notifier,
    fastestHumanMs: options.leadMinMs,
    links,
  });
  await app.register(downloadRoutes, { builds, links });
  await app.register(staffRoutes, {
    auth: options.auth,
    database,
    notify,
    // A lead taken out of spam is told to staff, and its visitor gets the reply they missed.
    notificationsOf: async (lead) => {
      const build = await builds.current();
      const form = await formFor(build, lead.page, lead.form);
      const reply = form ? visitorReplyOf(form, build.entry.siteOfPath(lead.page)) : undefined;
      return outboxEntries({ ...lead, status: 'new' }, form?.notify, notify, reply);
    },
    notifier: options.notifier,
    linkBase: options.linkBase,
    erasureLog: options.erasureLog,
    staffPages,
    publicOrigin: options.publicOrigin,
    reportError,
  });
  await app.register(pageRoutes, { builds, pages, previews: options.database.previews });
  return app;
}
