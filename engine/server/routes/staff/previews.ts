import { sendApiError } from '../../../errors/api-errors';
import {
  PREVIEW_LINK_DAYS,
  PREVIEW_PARAMETER,
  PreviewNotFoundError,
} from '../../../previews/preview-link';
import { slugParams, type TypedApp } from '../../shared-schemas';
import { staffName, type StaffDeps } from './staff-deps';

/**
 * Preview links of service records: made from a record's saved changes, listed, revoked.
 * A new link's address is answered once; only a hash of its secret is kept.
 */
export function previewRoutes(api: TypedApp, { database, linkBase }: StaffDeps) {
  api.get('/service-drafts/:slug/previews', { schema: { params: slugParams } }, (request) =>
    database.previews.list(request.params.slug),
  );

  api.post(
    '/service-drafts/:slug/previews',
    {
      schema: {
        params: slugParams,
        body: {
          type: 'object',
          required: ['days'],
          additionalProperties: false,
          properties: { days: { type: 'integer', enum: [...PREVIEW_LINK_DAYS] } },
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      try {
        const { link, token } = await database.previews.create(
          slug,
          request.body.days as (typeof PREVIEW_LINK_DAYS)[number],
          staffName(request),
        );
        const url = new URL(`/services/${slug}`, linkBase());
        url.searchParams.set(PREVIEW_PARAMETER, token);
        return { link, url: url.href };
      } catch (error) {
        if (!(error instanceof PreviewNotFoundError)) throw error;
        return sendApiError(reply, { code: 'not-found', message: 'preview', params: { slug } });
      }
    },
  );

  api.post(
    '/previews/:id/revoke',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', format: 'uuid' } },
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      try {
        return await database.previews.revoke(id, staffName(request));
      } catch (error) {
        if (!(error instanceof PreviewNotFoundError)) throw error;
        return sendApiError(reply, { code: 'not-found', message: 'preview-link', params: { id } });
      }
    },
  );
}
