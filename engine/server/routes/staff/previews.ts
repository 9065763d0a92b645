import { sendApiError } from '../../../errors/api-errors';
import {
  PAGE_PREVIEW_BYTES,
  PREVIEW_LINK_DAYS,
  PREVIEWED_COLLECTIONS,
  PreviewNotFoundError,
  type PreviewedCollection,
} from '../../../previews/preview-link';
import { pagePreviewUrls, previewUrl } from '../../../previews/preview-urls';
import { exampleSlugs } from '../../../site-stores/example-slugs';
import type { PageDocument } from '../../../document/page-types';
import { slugParams, type TypedApp } from '../../shared-schemas';
import { staffName, type StaffDeps } from './staff-deps';

/**
 * Preview links of records (a service's or a post's saved changes, shown at its page) and
 * of page documents (`sitectl preview`): made, listed, revoked. A new link's address is
 * answered once; only a hash of its secret is kept.
 */
export function previewRoutes(api: TypedApp, { database, linkBase }: StaffDeps) {
  for (const collection of Object.keys(PREVIEWED_COLLECTIONS) as PreviewedCollection[]) {
    const { path, noun, page } = PREVIEWED_COLLECTIONS[collection];
    api.get(`/${path}/:slug/previews`, { schema: { params: slugParams } }, (request) =>
      database.previews.list(collection, request.params.slug),
    );

    api.post(
      `/${path}/:slug/previews`,
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
            collection,
            slug,
            request.body.days as (typeof PREVIEW_LINK_DAYS)[number],
            staffName(request),
          );
          return { link, url: previewUrl(page(slug), token, linkBase()) };
        } catch (error) {
          if (!(error instanceof PreviewNotFoundError)) throw error;
          return sendApiError(reply, {
            code: 'not-found',
            message: 'preview',
            params: { noun, slug },
          });
        }
      },
    );
  }

  // Page documents from an author's checkout (`sitectl preview`), checked there as
  // `sitectl validate` checks them, shown at their routes in place of the site's own.
  api.get('/page-previews', () => database.previews.listPages());

  api.post(
    '/page-previews',
    {
      bodyLimit: PAGE_PREVIEW_BYTES,
      schema: {
        body: {
          type: 'object',
          required: ['documents', 'days'],
          additionalProperties: false,
          properties: {
            days: { type: 'integer', enum: [...PREVIEW_LINK_DAYS] },
            documents: {
              type: 'object',
              minProperties: 1,
              maxProperties: 200,
              propertyNames: { type: 'string', pattern: '^/[^\\s?#]{0,199}$' },
              additionalProperties: {
                type: 'object',
                required: ['title', 'blocks'],
                properties: { title: { type: 'string' }, blocks: { type: 'array' } },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const documents = request.body.documents as Record<string, PageDocument>;
      const { link, token } = await database.previews.createForPages(
        documents,
        request.body.days as (typeof PREVIEW_LINK_DAYS)[number],
        staffName(request),
      );
      // A template shows with a published record of its source.
      const slugFor = await exampleSlugs(database, documents);
      return { link, urls: pagePreviewUrls(Object.keys(documents), token, linkBase(), slugFor) };
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
