import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { isLeadStatus, LeadNotFoundError, type LeadChanges } from '../data/lead';
import { isStorableText } from '../forms/storable-text';
import { normaliseServiceItem } from '../data/import/service-fields';
import { maxServices } from '../document/limits';
import { DuplicateSlugError, type ServiceContentInput } from '../data/service-content';
import type { SiteStores } from '../database/site-stores';
import type { StaffSessionRepository } from '../database/staff-session-repository';
import { SESSION_COOKIE, type AdminAuth } from './admin-auth';
import { refuse } from './refusal';
import { crossSiteReason } from './security';

interface Deps {
  auth: AdminAuth;
  database: Pick<SiteStores, 'services' | 'leads'>;
  sessions: StaffSessionRepository;
  /** The address the printed admin links use. */
  linkBase: () => string;
  /** The origin visitors use (PUBLIC_URL), for the same-site check. */
  publicOrigin: string | undefined;
  /** Writes a backup of the database as it is now to `write`, line by line. */
  backup: (write: (line: string) => Promise<void>) => Promise<unknown>;
}

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** The services of a request body, each checked as an import checks it. */
function readServices(items: unknown): { services: ServiceContentInput[]; problems: string[] } {
  const services: ServiceContentInput[] = [];
  const problems: string[] = [];
  if (!Array.isArray(items)) return { services, problems: ['Send a list of services.'] };
  if (items.length > maxServices) {
    return { services, problems: [`Send at most ${maxServices} services at a time.`] };
  }
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
 * The staff API of the embedded /admin, under /api/admin. Every call needs the staff
 * session cookie from an admin link, sent by this site itself (not another one), or the
 * operator token of `sitectl`; anything else gets 401 and no data.
 */
export async function adminRoutes(app: FastifyInstance, deps: Deps) {
  const { auth, database, linkBase } = deps;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (auth.isOperator(request.headers.authorization)) {
      request.staff = { via: 'operator' };
      return;
    }
    const session = await auth.session(request.cookies[SESSION_COOKIE]);
    if (!session) {
      return refuse(reply, 401, 'signed-out', 'Open an admin link to use the dashboard.');
    }
    const crossSite = crossSiteReason(request, deps.publicOrigin);
    if (crossSite) {
      return refuse(reply, 403, 'cross-site', 'The dashboard answers this site only.', crossSite);
    }
    request.staff = { via: 'session', expiresAt: session.expires_at };
  });

  const operatorOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.staff?.via !== 'operator') {
      return refuse(reply, 403, 'operator-only', 'Only the operator token (sitectl) may do this.');
    }
  };

  app.get('/session', async (request) => ({ signedIn: true, ...request.staff }));

  app.post('/sign-out', async (request, reply) => {
    await auth.endSession(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  app.post('/links', { onRequest: operatorOnly }, async () => ({
    url: `${linkBase()}/admin?token=${auth.createLinkToken()}`,
  }));

  app.get('/sessions', { onRequest: operatorOnly }, async () => deps.sessions.list());

  app.delete('/sessions', { onRequest: operatorOnly }, async () => ({
    ended: await deps.sessions.endAll(),
  }));

  app.delete(
    '/sessions/:id',
    {
      onRequest: operatorOnly,
      schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: UUID } } } },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!(await deps.sessions.endById(id))) {
        return refuse(reply, 404, 'not-found', `No live session ${id}.`);
      }
      return { ended: 1 };
    },
  );

  // A consistent backup as it is written (gzip-compressed JSON lines); see sitectl backup.
  app.get('/backup', { onRequest: operatorOnly }, async (_request, reply) => {
    const gzip = createGzip();
    // A client that goes away ends the backup's transaction rather than leaving it waiting.
    const gone = new AbortController();
    gzip.once('close', () => gone.abort());
    void deps
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

  app.get('/services', async () => database.services.list());

  app.post('/services', async (request, reply) => {
    const { services, problems } = readServices([request.body]);
    const [service] = services;
    if (!service) return refuse(reply, 400, 'invalid', problems.join(' '));
    try {
      return reply.code(201).send(await database.services.create(service));
    } catch (error) {
      if (error instanceof DuplicateSlugError) {
        return refuse(reply, 409, 'slug-taken', error.message);
      }
      throw error;
    }
  });

  app.put('/services', { bodyLimit: 16 * 1024 * 1024 }, async (request, reply) => {
    const body = request.body as { services?: unknown } | null;
    const { services, problems } = readServices(body?.services);
    // All or nothing: a batch with any invalid service writes none of them.
    if (problems.length > 0) return refuse(reply, 400, 'invalid', problems.join('\n'));
    return { imported: await database.services.upsertMany(services) };
  });

  app.get(
    '/leads',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            form: { type: 'string', maxLength: 100 },
            status: { type: 'string', enum: ['new', 'contacted', 'closed'] },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
            offset: { type: 'integer', minimum: 0, maximum: 10_000_000, default: 0 },
          },
        },
      },
    },
    async (request) => {
      const query = request.query as {
        form?: string;
        status?: string;
        limit: number;
        offset: number;
      };
      return database.leads.list({
        form: query.form,
        status: isLeadStatus(query.status) ? query.status : undefined,
        limit: query.limit,
        offset: query.offset,
      });
    },
  );

  app.patch(
    '/leads/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: UUID } } },
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            status: { type: 'string', enum: ['new', 'contacted', 'closed'] },
            note: { type: 'string', maxLength: 5000 },
          },
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const changes = request.body as LeadChanges;
      if (changes.note !== undefined && !isStorableText(changes.note, true)) {
        return refuse(reply, 400, 'invalid', 'The note holds a character it cannot keep.');
      }
      try {
        return await database.leads.update(id, changes);
      } catch (error) {
        if (error instanceof LeadNotFoundError)
          return refuse(reply, 404, 'not-found', error.message);
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
