import type { FastifyReply } from 'fastify';
import { sendApiError, type ApiRefusal } from '../../../errors/api-errors';
import {
  EditConflictError,
  RecordNotFoundError,
  SlugTakenError,
  type RecordDraftStore,
  type ScheduleAction,
} from '../../../collections/record-drafts';
import { slugParams, type TypedApp } from '../../shared-schemas';
import { staffName, type StaffDeps } from './staff-deps';

/** A collection as its staff routes serve it. */
export interface CollectionRoutes<Draft extends { slug: string }> {
  /** Where its routes live under /api/admin: `service-drafts`, `posts`. */
  path: string;
  /** What one record is called in messages: service, post. */
  noun: string;
  store(deps: StaffDeps): RecordDraftStore<unknown, Draft>;
  /** A record as a request sends it, checked by the collection's rules: it, or why not. */
  readRecord(sent: unknown): { record: Draft } | { problems: string[] };
}

/** The revision an edit started from: a number, or null for a new record. */
const revisionSchema = { type: ['integer', 'null'], minimum: 0 } as const;

/** A body naming only the revision a step started from. */
const revisionBody = {
  type: 'object',
  required: ['revision'],
  additionalProperties: false,
  properties: { revision: { type: 'integer', minimum: 0 } },
} as const;

const scheduleParams = {
  type: 'object',
  required: ['slug', 'action'],
  properties: { slug: { $ref: 'slug#' }, action: { enum: ['publish', 'unpublish'] } },
} as const;

type NotFound = Extract<ApiRefusal, { code: 'not-found' }>;

/**
 * The drafts workflow of a collection's records over the staff API: every record staff may
 * edit (published or only drafted), a draft saved (visitors keep the published record),
 * published, its history and a version restored, schedules, taking it off the site, and
 * discarding a draft. Each write names the revision it started from and is refused (409)
 * when someone moved the record since; each answers the record's entry.
 */
export function recordDraftRoutes<Draft extends { slug: string }>(
  api: TypedApp,
  deps: StaffDeps,
  collection: CollectionRoutes<Draft>,
) {
  const { noun } = collection;
  const base = `/${collection.path}`;
  const store = collection.store(deps);

  /** A refused step: someone moved the record on (409), the slug is taken (409), or `gone`. */
  function refuse(reply: FastifyReply, error: unknown, slug: string, gone: NotFound) {
    if (error instanceof EditConflictError) {
      return sendApiError(
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
    }
    if (error instanceof SlugTakenError)
      return sendApiError(reply, { code: 'slug-taken', message: 'taken', params: { noun, slug } });
    if (error instanceof RecordNotFoundError) return sendApiError(reply, gone);
    throw error;
  }

  /** One step of the workflow on the record `slug`, refused as `refuse` says. */
  async function attempt(
    reply: FastifyReply,
    slug: string,
    gone: NotFound,
    run: () => Promise<unknown>,
  ) {
    try {
      return await run();
    } catch (error) {
      return refuse(reply, error, slug, gone);
    }
  }

  const noDraft = (slug: string): NotFound => ({
    code: 'not-found',
    message: 'draft',
    params: { noun, slug },
  });
  const notPublished = (slug: string): NotFound => ({
    code: 'not-found',
    message: 'unpublished',
    params: { noun, slug },
  });

  api.get(base, async () => store.entries());

  api.put(
    `${base}/:slug`,
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
      const read = collection.readRecord(request.body.record);
      if ('problems' in read) {
        return sendApiError(reply, {
          code: 'invalid',
          message: 'record',
          params: { problems: read.problems.join(' ') },
        });
      }
      if (read.record.slug !== slug) {
        return sendApiError(reply, {
          code: 'invalid',
          message: 'slug-change',
          params: { noun, slug, sent: read.record.slug },
        });
      }
      return attempt(
        reply,
        slug,
        { code: 'not-found', message: 'record', params: { noun, slug } },
        () => store.saveDraft(read.record, request.body.revision, staffName(request)),
      );
    },
  );

  api.post(
    `${base}/:slug/publish`,
    { schema: { params: slugParams, body: revisionBody } },
    async (request, reply) => {
      const { slug } = request.params;
      return attempt(reply, slug, noDraft(slug), () =>
        store.publish(slug, request.body.revision, staffName(request)),
      );
    },
  );

  api.get(`${base}/:slug/versions`, { schema: { params: slugParams } }, async (request) =>
    store.versions(request.params.slug),
  );

  api.post(
    `${base}/:slug/versions/:version/restore`,
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
      const gone: NotFound = {
        code: 'not-found',
        message: 'version',
        params: { noun, slug, version },
      };
      return attempt(reply, slug, gone, () =>
        store.restore(slug, version, request.body.revision, staffName(request)),
      );
    },
  );

  // What a schedule needs and is missing: a draft to publish, or a published record.
  const nothingToSchedule = (slug: string, action: ScheduleAction) =>
    action === 'publish' ? noDraft(slug) : notPublished(slug);

  api.put(
    `${base}/:slug/schedules/:action`,
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
      const { run_at: runAt, revision } = request.body;
      return attempt(reply, slug, nothingToSchedule(slug, action), () =>
        store.schedule(slug, action, runAt, revision, staffName(request)),
      );
    },
  );

  api.post(
    `${base}/:slug/schedules/:action/cancel`,
    { schema: { params: scheduleParams, body: revisionBody } },
    async (request, reply) => {
      const { slug, action } = request.params;
      const gone: NotFound = {
        code: 'not-found',
        message: 'schedule',
        params: { noun, slug, action },
      };
      return attempt(reply, slug, gone, () =>
        store.cancelSchedule(slug, action, request.body.revision, staffName(request)),
      );
    },
  );

  api.post(
    `${base}/:slug/unpublish`,
    { schema: { params: slugParams, body: revisionBody } },
    async (request, reply) => {
      const { slug } = request.params;
      return attempt(reply, slug, notPublished(slug), () =>
        store.unpublish(slug, request.body.revision, staffName(request)),
      );
    },
  );

  api.post(
    `${base}/:slug/discard`,
    { schema: { params: slugParams, body: revisionBody } },
    async (request, reply) => {
      const { slug } = request.params;
      const gone: NotFound = { code: 'not-found', message: 'discard', params: { noun, slug } };
      return attempt(reply, slug, gone, () =>
        store.discardDraft(slug, request.body.revision, staffName(request)),
      );
    },
  );
}
