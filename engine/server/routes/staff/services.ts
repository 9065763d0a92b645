import type { FastifyReply } from 'fastify';
import { maxServices } from '../../../document/limits';
import { sendApiError } from '../../../errors/api-errors';
import { isFieldObject, normaliseServiceItem } from '../../../services/import/service-fields';
import {
  DuplicateSlugError,
  ServiceNotFoundError,
  type ServiceContentInput,
} from '../../../services/service-content';
import { slugParams, type TypedApp } from '../../shared-schemas';
import type { CollectionRoutes } from './record-drafts';
import { staffName, type StaffDeps } from './staff-deps';

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

/** A record refused: its problems in a sentence each (a batch's, a line each). */
const invalidService = (reply: FastifyReply, problems: string[], joinWith = ' ') =>
  sendApiError(reply, {
    code: 'invalid',
    message: 'service',
    params: { problems: problems.join(joinWith) },
  });

/**
 * Drafts of service records (engine/server/routes/staff/record-drafts.ts), under
 * /api/admin/service-drafts; a draft is checked as an import checks a record, and states all
 * its translations (none given is English only).
 */
export const serviceDrafts: CollectionRoutes<ServiceContentInput> = {
  path: 'service-drafts',
  noun: 'service',
  store: ({ database }) => database.services,
  readRecord(sent) {
    const { services, problems } = readServices([sent]);
    const [service] = services;
    return service
      ? { record: { ...service, translations: service.translations ?? {} } }
      : { problems };
  },
};

/** Service records: listed, created, edited one at a time, and imported all or nothing. */
export function serviceRoutes(api: TypedApp, { database }: StaffDeps) {
  api.get('/services', async () => database.services.list());

  api.post('/services', { schema: { body: { type: 'object' } } }, async (request, reply) => {
    const { services, problems } = readServices([request.body]);
    const [service] = services;
    if (!service) return invalidService(reply, problems);
    try {
      return reply.code(201).send(await database.services.create(service, staffName(request)));
    } catch (error) {
      if (error instanceof DuplicateSlugError) {
        return sendApiError(reply, {
          code: 'slug-taken',
          message: 'taken',
          params: { noun: 'service', slug: error.slug },
        });
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
      const { slug } = request.params;
      const { services, problems } = readServices([request.body]);
      const [service] = services;
      if (!service) return invalidService(reply, problems);
      if (service.slug !== slug) {
        return sendApiError(reply, {
          code: 'invalid',
          message: 'slug-change',
          params: { noun: 'service', slug, sent: service.slug },
        });
      }
      // Translations stated as {} leave the record English only. Read as an import reads
      // them, an empty mapping is no translations at all, which would keep those it has.
      const stated = isFieldObject(request.body['translations']);
      try {
        return await database.services.update(
          slug,
          stated && !service.translations ? { ...service, translations: {} } : service,
          staffName(request),
        );
      } catch (error) {
        if (error instanceof ServiceNotFoundError) {
          return sendApiError(reply, {
            code: 'not-found',
            message: 'service',
            params: { slug: error.slug },
          });
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
      const { services, problems } = readServices(request.body.services);
      // All or nothing: a batch with any invalid service writes none of them.
      if (problems.length > 0) return invalidService(reply, problems, '\n');
      return { imported: await database.services.upsertMany(services) };
    },
  );
}
