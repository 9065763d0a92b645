import type { FastifyInstance } from 'fastify';
import { isValidSlug } from '../data/import/field-rules';
import type { ServiceContentStore } from '../data/service-content';

/** What any visitor's browser may read: a service record by slug. */
export async function publicApiRoutes(
  app: FastifyInstance,
  { services }: { services: ServiceContentStore },
) {
  app.get('/api/services/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const record = isValidSlug(slug) ? await services.getBySlug(slug) : null;
    reply.header('Cache-Control', 'no-cache');
    if (!record)
      return reply
        .code(404)
        .send({ error: { code: 'not-found', message: `No service "${slug}".` } });
    return record;
  });

  // Any other API path, with any method: JSON, not the not-found page.
  app.all('/api/*', async (_request, reply) =>
    reply.code(404).send({ error: { code: 'not-found', message: 'No such API.' } }),
  );
}
