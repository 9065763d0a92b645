import type { FastifyReply } from 'fastify';
import { maxServices } from '../../../document/limits';
import { sendApiError, type ApiRefusal } from '../../../errors/api-errors';
import { isFieldObject, normaliseServiceItem } from '../../../services/import/service-fields';
import {
  DuplicateSlugError,
  ServiceNotFoundError,
  type ServiceContentInput,
} from '../../../services/service-content';
import { EditConflictError, type ScheduleAction } from '../../../services/service-drafts';
import { slugParams, type TypedApp } from '../../shared-schemas';
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

/** A record's edit refused because someone moved it on since: who, and when. */
const editConflict = (reply: FastifyReply, error: EditConflictError) =>
  sendApiError(
    reply,
    {
      code: 'edit-conflict',
      message: 'changed',
      params: {
        by: error.change.changed_by || 'Someone',
        slug: error.slug,
        at: error.change.changed_at,
      },
    },
    { change: error.change },
  );

/**
 * A refused draft, publish or restore as the API says it: someone moved the record on
 * (409, who and when), a new record's slug is taken (409), or what it names is gone
 * (404, `gone`). Anything else is the server's to report.
 */
function refuseDraftWrite(
  reply: FastifyReply,
  error: unknown,
  slug: string,
  gone: Extract<ApiRefusal, { code: 'not-found' }>,
) {
  if (error instanceof EditConflictError) return editConflict(reply, error);
  if (error instanceof DuplicateSlugError) {
    return sendApiError(reply, { code: 'slug-taken', message: 'taken', params: { slug } });
  }
  if (error instanceof ServiceNotFoundError) return sendApiError(reply, gone);
  throw error;
}

/** The revision an edit started from: a number, or null for a new record. */
const revisionSchema = { type: ['integer', 'null'], minimum: 0 } as const;

/** A body naming only the revision a publish or restore started from. */
const revisionBody = {
  type: 'object',
  required: ['revision'],
  additionalProperties: false,
  properties: { revision: { type: 'integer', minimum: 0 } },
} as const;

/**
 * Drafts of service records: every record staff may edit (published or only drafted), a
 * draft saved (visitors keep the published record), and a draft published. Each write
 * names the revision it started from and is refused (409) when someone moved it since.
 */
export function serviceDraftRoutes(api: TypedApp, { database }: StaffDeps) {
  api.get('/service-drafts', async () => database.services.entries());

  api.put(
    '/service-drafts/:slug',
    {
      schema: {
        params: slugParams,
        body: {
          type: 'object',
          required: ['revision', 'record'],
          additionalProperties: false,
          properties: { revision: revisionSchema, record: { type: 'object' } },
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { services, problems } = readServices([request.body.record]);
      const [service] = services;
      if (!service) return invalidService(reply, problems);
      if (service.slug !== slug) {
        return sendApiError(reply, {
          code: 'invalid',
          message: 'slug-change',
          params: { slug, sent: service.slug },
        });
      }
      // A draft states all its translations: none given is English only.
      const record = { ...service, translations: service.translations ?? {} };
      try {
        return await database.services.saveDraft(record, request.body.revision, staffName(request));
      } catch (error) {
        return refuseDraftWrite(reply, error, slug, {
          code: 'not-found',
          message: 'service',
          params: { slug },
        });
      }
    },
  );

  api.post(
    '/service-drafts/:slug/publish',
    {
      schema: {
        params: slugParams,
        body: revisionBody,
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      try {
        return await database.services.publish(slug, request.body.revision, staffName(request));
      } catch (error) {
        return refuseDraftWrite(reply, error, slug, {
          code: 'not-found',
          message: 'draft',
          params: { slug },
        });
      }
    },
  );

  api.get('/service-drafts/:slug/versions', { schema: { params: slugParams } }, async (request) =>
    database.services.versions(request.params.slug),
  );

  // Schedules: publish the draft, or take the record off the site, at a time.
  const scheduleParams = {
    type: 'object',
    required: ['slug', 'action'],
    properties: { slug: { $ref: 'slug#' }, action: { enum: ['publish', 'unpublish'] } },
  } as const;
  // What a schedule needs and is missing: a draft to publish, or a published record.
  const nothingToSchedule = (slug: string, action: ScheduleAction) =>
    action === 'publish'
      ? ({ code: 'not-found', message: 'draft', params: { slug } } as const)
      : ({ code: 'not-found', message: 'unpublished', params: { slug } } as const);

  api.put(
    '/service-drafts/:slug/schedules/:action',
    {
      schema: {
        params: scheduleParams,
        body: {
          type: 'object',
          required: ['revision', 'run_at'],
          additionalProperties: false,
          properties: {
            revision: revisionBody.properties.revision,
            run_at: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
    async (request, reply) => {
      const { slug, action } = request.params;
      try {
        return await database.services.schedule(
          slug,
          action,
          request.body.run_at,
          request.body.revision,
          staffName(request),
        );
      } catch (error) {
        return refuseDraftWrite(reply, error, slug, nothingToSchedule(slug, action));
      }
    },
  );

  api.post(
    '/service-drafts/:slug/schedules/:action/cancel',
    { schema: { params: scheduleParams, body: revisionBody } },
    async (request, reply) => {
      const { slug, action } = request.params;
      try {
        return await database.services.cancelSchedule(
          slug,
          action,
          request.body.revision,
          staffName(request),
        );
      } catch (error) {
        return refuseDraftWrite(reply, error, slug, {
          code: 'not-found',
          message: 'schedule',
          params: { slug, action },
        });
      }
    },
  );

  api.post(
    '/service-drafts/:slug/unpublish',
    { schema: { params: slugParams, body: revisionBody } },
    async (request, reply) => {
      const { slug } = request.params;
      try {
        return await database.services.unpublish(slug, request.body.revision, staffName(request));
      } catch (error) {
        return refuseDraftWrite(reply, error, slug, nothingToSchedule(slug, 'unpublish'));
      }
    },
  );

  api.post(
    '/service-drafts/:slug/discard',
    { schema: { params: slugParams, body: revisionBody } },
    async (request, reply) => {
      const { slug } = request.params;
      try {
        return await database.services.discardDraft(
          slug,
          request.body.revision,
          staffName(request),
        );
      } catch (error) {
        return refuseDraftWrite(reply, error, slug, {
          code: 'not-found',
          message: 'discard',
          params: { slug },
        });
      }
    },
  );

  api.post(
    '/service-drafts/:slug/versions/:version/restore',
    {
      schema: {
        params: {
          type: 'object',
          required: ['slug', 'version'],
          properties: { slug: { $ref: 'slug#' }, version: { type: 'integer', minimum: 1 } },
        },
        body: revisionBody,
      },
    },
    async (request, reply) => {
      const { slug, version } = request.params;
      try {
        return await database.services.restore(
          slug,
          version,
          request.body.revision,
          staffName(request),
        );
      } catch (error) {
        return refuseDraftWrite(reply, error, slug, {
          code: 'not-found',
          message: 'version',
          params: { slug, version },
        });
      }
    },
  );
}

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
          params: { slug: error.slug },
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
          params: { slug, sent: service.slug },
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
