import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../shared-schemas';
import { isValidSlug } from '../../schema/field-rules';
import type { ServiceContentStore } from '../../services/service-store';
import { sendApiError } from '../../errors/api-errors';
import { jsonErrors, type ReportError } from '../error-handlers';

/**
 * What any visitor's browser may read: a service record by its slug (a record page the
 * server did not render, opened in the browser). Any other API path, with any method,
 * answers JSON, never the not-found page.
 */
export async function recordRoutes(
  fastify: FastifyInstance,
  { services, reportError }: { services: ServiceContentStore; reportError: ReportError },
) {
  const app = fastify.withTypeProvider<SchemaTypes>();
  app.setErrorHandler(jsonErrors(reportError));

  app.get(
    '/api/services/:slug',
    {
      schema: {
        params: {
          type: 'object',
          required: ['slug'],
          properties: { slug: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      // A slug no record can have (Bad_Slug) is not an error of the caller's: there is
      // simply no record at that address.
      const record = isValidSlug(slug) ? await services.getBySlug(slug) : null;
      reply.header('Cache-Control', 'no-cache');
      if (!record)
        return sendApiError(reply, { code: 'not-found', message: 'service', params: { slug } });
      return record;
    },
  );

  app.all('/api/*', async (_request, reply) =>
    sendApiError(reply, { code: 'not-found', message: 'api' }),
  );
}
