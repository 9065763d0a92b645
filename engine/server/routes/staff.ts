import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { maxServices } from '../../document/limits';
import { isFieldObject, normaliseServiceItem } from '../../services/import/service-fields';
import {
  DuplicateSlugError,
  ServiceNotFoundError,
  type ServiceContentInput,
} from '../../services/service-content';
import type { SiteStores } from '../../site-stores/site-stores';
import { isStorableText } from '../../forms/storable-text';
import { LeadNotFoundError, type Lead, type LeadChanges, type LeadStatus } from '../../leads/lead';
import { notifyStatus, type NotifySettings } from '../../leads/notify/notify-settings';
import type { OutboxEntry } from '../../leads/notify/outbox-entries';
import { SESSION_COOKIE, STAFF_PAGE, type AdminAuth } from '../admin-auth';
import { sendApiError } from '../../errors/api-errors';
import { jsonErrors, type ReportError } from '../error-handlers';
import { crossSiteReason } from '../security';
import { idParams, slugParams } from '../shared-schemas';

interface Deps {
  auth: AdminAuth;
  database: Pick<SiteStores, 'services' | 'leads' | 'sessions' | 'backup' | 'deliveries'>;
  /** Where notifications go, to say whether they are configured. */
  notify: NotifySettings;
  /** The notifications a lead queues when it is no longer spam. */
  notificationsOf(lead: Lead): Promise<OutboxEntry[]>;
  notifier: { wake(): void } | undefined;
  /** The address the printed admin links use. */
  linkBase: () => string;
  /** The staff page in each language of the site (`/admin`, `/ar/admin`), where an admin link opens. */
  staffPages: readonly string[];
  /** The origin visitors use (PUBLIC_URL), for the same-site check. */
  publicOrigin: string | undefined;
  reportError: ReportError;
}

/** The services of a request body, each checked as an import checks it. */
function readServices(items: unknown[]): { services: ServiceContentInput[]; problems: string[] } {
  const services: ServiceContentInput[] = [];
  const problems: string[] = [];
  items.forEach((item, index) => {
    const normalised = normaliseServiceItem(item);
    if (normalised.service) services.push(normalised.service);
    for (const problem of normalised.problems) {
      problems.push(
        `Service ${index + 1}${normalised.slug ? ` (${normalised.slug})` : ''}: ${problem.message}`,
      );
    }
  });
  return { services, problems };
}

/**
 * Staff: signing in with an admin link (`POST /admin`, or the staff page in another
 * language, such as `POST /ar/admin`), and the staff API of the embedded
 * /admin under /api/admin. Every API call needs the staff session cookie, sent by this
 * site itself (not another one), or the operator token of `sitectl`; anything else gets
 * 401 and no data.
 */
export async function staffRoutes(app: FastifyInstance, deps: Deps) {
  app.setErrorHandler(jsonErrors(deps.reportError));

  // The admin link's page has one button, a form posted back to the link's own address:
  // only that deliberate POST uses the link up and signs the browser in, never the GET or
  // HEAD a mail scanner or link preview sends. The token never stays in the address bar.
  // Staff land back on the page they signed in from, in its language.
  for (const staffPage of deps.staffPages) signInRoute(app, deps, staffPage);

  await app.register(
    (api, _options, done) => {
      staffApi(api, deps);
      done();
    },
    { prefix: '/api/admin' },
  );
}

function signInRoute(app: FastifyInstance, deps: Deps, staffPage: string) {
  const { auth } = deps;
  app.post(
    staffPage,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const crossSite = crossSiteReason(request, deps.publicOrigin);
      if (crossSite) {
        return sendApiError(reply, 'cross-site', 'Sign in from this site.', { why: crossSite });
      }
      const { token } = request.query as { token?: string };
      if (token === undefined || !auth.redeemLinkToken(token)) {
        reply.refusal = 'link-used: the admin link was used, expired or unknown';
        return reply.redirect(`${staffPage}?link=used`, 303);
      }
      const session = await auth.startSession(String(request.headers['user-agent'] ?? ''));
      reply.setCookie(SESSION_COOKIE, session.value, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: session.maxAgeSeconds,
      });
      return reply.redirect(staffPage, 303);
    },
  );
}

function staffApi(api: FastifyInstance, deps: Deps) {
  const { auth, database, linkBase, publicOrigin } = deps;
  api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (auth.isOperator(request.headers.authorization)) {
      request.staff = { via: 'operator' };
      return;
    }
    const session = await auth.session(request.cookies[SESSION_COOKIE]);
    if (!session) {
      return sendApiError(reply, 'signed-out', 'Open an admin link to use the dashboard.');
    }
    const crossSite = crossSiteReason(request, publicOrigin);
    if (crossSite) {
      return sendApiError(reply, 'cross-site', 'The dashboard answers this site only.', {
        why: crossSite,
      });
    }
    request.staff = { via: 'session', expiresAt: session.expires_at };
  });

  const operatorOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.staff?.via !== 'operator') {
      return sendApiError(reply, 'operator-only', 'Only the operator token (sitectl) may do this.');
    }
  };

  api.get('/session', async (request) => ({ signedIn: true, ...request.staff }));

  api.post('/sign-out', async (request, reply) => {
    await auth.endSession(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  api.post('/links', { onRequest: operatorOnly }, async () => ({
    url: `${linkBase()}${STAFF_PAGE}?token=${auth.createLinkToken()}`,
  }));

  api.get('/sessions', { onRequest: operatorOnly }, async () => database.sessions.list());

  api.delete('/sessions', { onRequest: operatorOnly }, async () => ({
    ended: await database.sessions.endAll(),
  }));

  api.delete(
    '/sessions/:id',
    { onRequest: operatorOnly, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!(await database.sessions.endById(id))) {
        return sendApiError(reply, 'not-found', `No live session ${id}.`);
      }
      return { ended: 1 };
    },
  );

  // A consistent backup as it is written (gzip-compressed JSON lines); see sitectl backup.
  api.get('/backup', { onRequest: operatorOnly }, async (_request, reply) => {
    const gzip = createGzip();
    // A client that goes away ends the backup's transaction rather than leaving it waiting.
    const gone = new AbortController();
    gzip.once('close', () => gone.abort());
    void database
      .backup(async (line) => {
        if (gzip.destroyed) throw new Error('The backup was no longer being read.');
        if (!gzip.write(line)) await once(gzip, 'drain', { signal: gone.signal });
      })
      .then(
        () => gzip.end(),
        (error: unknown) => gzip.destroy(error as Error),
      );
    return reply.type('application/gzip').send(gzip);
  });

  api.get('/services', async () => database.services.list());

  api.post('/services', { schema: { body: { type: 'object' } } }, async (request, reply) => {
    const { services, problems } = readServices([request.body]);
    const [service] = services;
    if (!service) return sendApiError(reply, 'invalid', problems.join(' '));
    try {
      return reply.code(201).send(await database.services.create(service));
    } catch (error) {
      if (error instanceof DuplicateSlugError) {
        return sendApiError(reply, 'slug-taken', error.message);
      }
      throw error;
    }
  });

  // An edit of one record, checked as a new one is; the slug in the body must be the
  // address's, since a record keeps its slug, and a record that is gone stays gone (404).
  api.put(
    '/services/:slug',
    { schema: { params: slugParams, body: { type: 'object' } } },
    async (request, reply) => {
      const { slug } = request.params as { slug: string };
      const { services, problems } = readServices([request.body]);
      const [service] = services;
      if (!service) return sendApiError(reply, 'invalid', problems.join(' '));
      if (service.slug !== slug) {
        return sendApiError(
          reply,
          'invalid',
          `The slug of a service cannot change: this is "${slug}", the body says "${service.slug}".`,
        );
      }
      // Translations stated as {} leave the record English only. Read as an import reads
      // them, an empty mapping is no translations at all, which would keep those it has.
      const stated = isFieldObject((request.body as Record<string, unknown>).translations);
      try {
        return await database.services.update(
          slug,
          stated && !service.translations ? { ...service, translations: {} } : service,
        );
      } catch (error) {
        if (error instanceof ServiceNotFoundError) {
          return sendApiError(reply, 'not-found', error.message);
        }
        throw error;
      }
    },
  );

  api.put(
    '/services',
    {
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        body: {
          type: 'object',
          required: ['services'],
          additionalProperties: false,
          properties: { services: { type: 'array', maxItems: maxServices } },
        },
      },
    },
    async (request, reply) => {
      const body = request.body as { services: unknown[] };
      const { services, problems } = readServices(body.services);
      // All or nothing: a batch with any invalid service writes none of them.
      if (problems.length > 0) return sendApiError(reply, 'invalid', problems.join('\n'));
      return { imported: await database.services.upsertMany(services) };
    },
  );

  api.get(
    '/leads',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            form: { type: 'string', maxLength: 100 },
            status: { $ref: 'lead-status#' },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
            offset: { type: 'integer', minimum: 0, maximum: 10_000_000, default: 0 },
          },
        },
      },
    },
    async (request) => {
      const query = request.query as {
        form?: string;
        status?: LeadStatus;
        limit: number;
        offset: number;
      };
      return database.leads.list(query);
    },
  );

  // One lead, for a link to it (the email of a lead links to /admin?lead=<id>).
  api.get('/leads/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const lead = await database.leads.get(id);
    return lead ?? sendApiError(reply, 'not-found', `No lead ${id}.`);
  });

  // Whether leads are emailed and posted anywhere: the dashboard says so when they are not.
  api.get('/notifications', async () => notifyStatus(deps.notify));

  // Receivers that failed since their last success, paused or about to be: the dashboard
  // and `sitectl notifications` say what waits for them and what happens next.
  api.get('/notifications/destinations', async () => database.deliveries.destinations());

  api.get('/leads/:id/deliveries', { schema: { params: idParams } }, async (request) =>
    database.deliveries.forLead((request.params as { id: string }).id),
  );

  api.post('/deliveries/:id/resend', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!(await database.deliveries.resend(id))) {
      return sendApiError(reply, 'not-found', `No notification ${id}.`);
    }
    deps.notifier?.wake();
    return { resent: 1 };
  });

  // "Not spam": the lead is new again, and its notifications go out as a real lead's would.
  api.post('/leads/:id/not-spam', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    try {
      const lead = await database.leads.markNotSpam(id, deps.notificationsOf);
      deps.notifier?.wake();
      return lead;
    } catch (error) {
      if (error instanceof LeadNotFoundError)
        return sendApiError(reply, 'not-found', error.message);
      throw error;
    }
  });

  api.patch(
    '/leads/:id',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            status: { $ref: 'lead-status#' },
            note: { type: 'string', maxLength: 5000 },
          },
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const changes = request.body as LeadChanges;
      if (changes.note !== undefined && !isStorableText(changes.note, true)) {
        return sendApiError(reply, 'invalid', 'The note holds a character it cannot keep.');
      }
      try {
        return await database.leads.update(id, changes);
      } catch (error) {
        if (error instanceof LeadNotFoundError)
          return sendApiError(reply, 'not-found', error.message);
        throw error;
      }
    },
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the staff API is talking to, set by its auth hook. */
    staff?: { via: 'operator' } | { via: 'session'; expiresAt: string };
  }
}
