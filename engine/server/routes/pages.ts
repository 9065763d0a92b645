import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BuildLoader } from '../rendering/build-loader';
import { formFor } from '../../leads/intake/lead-intake';
import { pathWithoutLocale } from '../../locale/locales';
import { pathOf } from '../log/request-log';
import { isFilePath, pagePath } from '../rendering/page-path';
import type { PageMatch, PageResponse } from '../rendering/page-match';
import type { PageRenderer } from '../rendering/page-renderer';
import { receiptVars } from '../rendering/receipts';
import { QueueFullError } from '../rendering/render-queue';
import { replyWithPage } from '../rendering/reply-page';
import { replyWithBuildFile } from './files';
import {
  PAGES_COLLECTION,
  PREVIEW_PARAMETER,
  PREVIEWED_COLLECTIONS,
  type OpenedPreview,
} from '../../previews/preview-link';
import type { SqlPreviewStore } from '../../previews/stores/sql-preview-store';

interface Deps {
  builds: BuildLoader;
  pages: PageRenderer;
  previews: Pick<SqlPreviewStore, 'open'>;
}

/**
 * Every GET and HEAD that is not the API: prerendered pages, record pages rendered on
 * request (each route matched and its page loaded once), the no-script form receipt, the
 * build's files, and the not-found page with 404 for anything else. Other methods get 405.
 */
export async function pageRoutes(app: FastifyInstance, { builds, pages, previews }: Deps) {
  const notFound = async (request: FastifyRequest, reply: FastifyReply) =>
    replyWithPage(request, reply, await pages.notFound(404, pathOf(request.url)));

  app.setNotFoundHandler(notFound);

  app.get('/*', async (request, reply) => {
    const rawPath = pathOf(request.url);
    if (isFilePath(rawPath)) {
      const path = pagePath(rawPath);
      if (!path || path.endsWith('.html')) return notFound(request, reply);
      return replyWithBuildFile(reply, path);
    }
    const path = pagePath(rawPath);
    if (!path) return notFound(request, reply);
    const query = request.query as Record<string, unknown>;

    const build = await builds.current();
    const { site, locales } = build.entry.siteOfPath(path);
    if (pathWithoutLocale(path, locales) === '/sent') {
      const form = await formFor(build, query.page, query.form);
      return replyWithPage(
        request,
        reply,
        await pages.withVars(path, receiptVars(site, form), 200),
      );
    }

    const match = await pages.match(path);
    const previewToken = query[PREVIEW_PARAMETER];
    if (previewToken !== undefined) {
      // A preview link: what it shows at this path, or nothing at all.
      reply.header('Referrer-Policy', 'no-referrer');
      const opened = await previews.open(String(previewToken));
      const shown = opened && (await previewAt(pages, path, match, opened));
      return replyWithPage(
        request,
        reply,
        shown ?? { ...(await pages.notFound(404, path)), noStore: true, noindex: true },
      );
    }
    if (match.kind === 'static') {
      const search = request.url.split('?')[1];
      const page = search
        ? await pages.withChoices(match.route, path, new URLSearchParams(search))
        : await pages.prerendered(match.route);
      return replyWithPage(request, reply, page);
    }
    if (match.kind === 'listing') return replyWithPage(request, reply, await pages.listing(path));
    if (match.kind === 'record') {
      try {
        return replyWithPage(request, reply, await pages.record(path, match));
      } catch (error) {
        if (!(error instanceof QueueFullError)) throw error;
        reply.refusal = 'busy: too many generated pages at once';
        return reply
          .code(503)
          .header('Retry-After', '5')
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Busy generating pages; try again in a few seconds.');
      }
    }
    return notFound(request, reply);
  });

  // Everything else a browser or a robot may send to a page: not allowed here.
  const otherMethods = app.supportedMethods.filter(
    (method) => method !== 'GET' && method !== 'HEAD',
  );
  app.route({
    method: otherMethods,
    url: '/*',
    handler: async (_request, reply) =>
      reply.code(405).header('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed'),
  });
}

/**
 * What a working preview link shows at a path: a record's saved changes at that record's
 * own page (in each language the draft is written in), or the page documents it carries
 * (at their routes). Null for anything else.
 */
async function previewAt(
  pages: PageRenderer,
  path: string,
  match: PageMatch,
  opened: OpenedPreview,
): Promise<PageResponse | null> {
  if (opened.link.collection === PAGES_COLLECTION) return pages.documentPreview(path, opened);
  const { draft } = opened;
  if (
    match.kind === 'record' &&
    draft &&
    match.page.record?.source === PREVIEWED_COLLECTIONS[draft.collection].source &&
    opened.link.subject === match.slug
  )
    return pages.preview(path, match, opened.link, draft);
  return null;
}
