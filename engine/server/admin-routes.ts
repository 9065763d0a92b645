import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLeadStatus, LeadNotFoundError, type LeadChanges } from '../data/lead';
import { normaliseServiceItem } from '../data/import/service-fields';
import { MAX_SERVICES } from '../data/import/limits';
import { DuplicateSlugError, type ServiceContentInput } from '../data/service-content';
import type { SiteDatabase } from '../database/open-site-database';
import { SESSION_COOKIE, type AdminAuth } from './admin-auth';
import { isCrossSite } from './security';

interface Deps {
  auth: AdminAuth;
  database: Pick<SiteDatabase, 'services' | 'leads'>;
  /** The address the printed admin links use. */
  linkBase: () => string;
}

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ error: { code, message } });

/** The services of a request body, each checked as an import checks it. */
function readServices(items: unknown): { services: ServiceContentInput[]; problems: string[] } {
  const services: ServiceContentInput[] = [];
  const problems: string[] = [];
  if (!Array.isArray(items)) return { services, problems: ['Send a list of services.'] };
  if (items.length > MAX_SERVICES) {
    return { services, problems: [`Send at most ${MAX_SERVICES} services at a time.`] };
  }
  items.forEach((item, index) => {
    const normalised = normaliseServiceItem(item);
    if (normalised.service) services.push(normalised.service);
    for (const problem of normalised.problems) {
      problems.push(
        `Service ${index + 1}${normalised.slug ? ` (${normalised.slug})` : ''}: ${problem}`,
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
export async function adminRoutes(app: FastifyInstance, { auth, database, linkBase }: Deps) {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (auth.isOperator(request.headers.authorization)) {
      request.staff = { via: 'operator' };
      return;
    }
    const expires = auth.sessionExpiry(request.cookies[SESSION_COOKIE]);
    if (expires === null) {
      return refuse(reply, 401, 'signed-out', 'Open an admin link to use the dashboard.');
    }
    if (isCrossSite(request)) {
      return refuse(reply, 403, 'cross-site', 'The dashboard answers this site only.');
    }
    request.staff = { via: 'session', expiresAt: new Date(expires).toISOString() };
  });

  app.get('/session', async (request) => ({ signedIn: true, ...request.staff }));

  app.post('/sign-out', async (_request, reply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  app.post('/links', async (request, reply) => {
    if (request.staff?.via !== 'operator') {
      return refuse(reply, 403, 'operator-only', 'Only the operator token can make admin links.');
    }
    return { url: `${linkBase()}/admin?token=${auth.createLinkToken()}` };
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
      try {
        return await database.leads.update(id, request.body as LeadChanges);
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
