import { LRUCache } from 'lru-cache';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFallbackService, serviceFallbackOf } from '../../services/fallback-service';
import { isValidSlug } from '../../schema/field-rules';
import type { ServiceContent } from '../../services/service-content';
import type { SqlServiceStore } from '../../services/stores/sql-service-store';
import { isNotFoundRoute, matchRoute } from '../../document/routes';
import { fillTemplate, htmlFileFor } from '../../build/page-template';
import { recordPageEntries } from '../../seo/sitemap';
import type { OpenedPreview, PreviewedDraft, PreviewLink } from '../../previews/preview-link';
import { documentPreviewPage, recordPreviewPage } from './preview-pages';
import { formsOf } from '../../forms/find-form';
import { choiceSearch } from '../../forms/query-preset';
import type { BuildLoader, LoadedBuild } from './build-loader';
import { compressHtml, etagOf, type HtmlBody } from './html-response';
import type { RecordPageCache } from './record-page-cache';
import { RenderQueue } from './render-queue';
import type { PageMatch, PageResponse, RecordMatch } from './page-match';
import { PostPages, type PublishedPosts } from './post-pages';

const readOptional = (file: string) => readFile(file).catch(() => undefined);

/**
 * Turns page paths into HTML: prerendered files for static routes, and template pages
 * bound to a record (`/services/{slug}`, `/blog/{slug}`) and pages listing records
 * (`/blog`) rendered on request from the database, so an edit shows at once. Rendered
 * record pages are kept by build and record version in `records`, which the server tells
 * of every change.
 */
export class PageRenderer {
  private readonly files = new LRUCache<string, HtmlBody>({ max: 200 });
  // Static pages rendered with a form's choice from the query, by path and choice.
  private readonly chosen = new LRUCache<string, HtmlBody>({ max: 200 });
  // Generated pages (slugs without a record) apart, so made-up addresses cannot push the
  // real records' pages out, and rendered one at a time.
  private readonly generated = new LRUCache<string, HtmlBody>({ max: 200 });
  private readonly generating = new RenderQueue(1, 16);
  private buildId = '';
  private readonly posts: PostPages;

  constructor(
    private readonly builds: BuildLoader,
    private readonly services: Pick<SqlServiceStore, 'getBySlug' | 'list' | 'withdrawn'>,
    private readonly records: RecordPageCache,
    private readonly log: { error(message: string, error?: unknown): void },
    private readonly publishedPosts: PublishedPosts,
  ) {
    this.posts = new PostPages(publishedPosts, records);
  }

  private async build(): Promise<LoadedBuild> {
    const build = await this.builds.current();
    if (build.manifest.id !== this.buildId) {
      this.buildId = build.manifest.id;
      this.files.clear();
      this.chosen.clear();
      this.records.changed();
      this.generated.clear();
    }
    return build;
  }

  /** What a normalised path is: a static page, a record page, or nothing. */
  async match(pathname: string): Promise<PageMatch> {
    const { entry } = await this.build();
    const { route, params } = matchRoute(pathname, entry.routes);
    const known = entry.routes.find((candidate) => candidate.route === route);
    if (!known || known.kind === 'not-found') return { kind: 'not-found' };
    const page = await entry.loadPage(route);
    if (known.kind === 'static')
      return page.list ? { kind: 'listing', route } : { kind: 'static', route };
    const slug = params.slug;
    if (page.record && slug !== undefined && isValidSlug(slug))
      return { kind: 'record', route, slug, page };
    return { kind: 'not-found' };
  }

  /** A prerendered page of the build (`404` for the not-found page). */
  async prerendered(route: string, status = 200): Promise<PageResponse> {
    const build = await this.build();
    const file = path.join(build.layout.client, htmlFileFor(route));
    let body = this.files.get(file);
    if (!body) {
      const identity = await readFile(file);
      body = {
        identity,
        br: await readOptional(`${file}.br`),
        gzip: await readOptional(`${file}.gz`),
        etag: etagOf(identity),
      };
      this.files.set(file, body);
    }
    const staff = (await build.entry.loadPage(route)).access === 'staff';
    return { status, body, staff };
  }

  /**
   * A static page asked for with a query that chooses an option of one of its forms
   * (`/contact?service=managed-it`): rendered with that choice made, so the HTML sent has
   * it selected before and without any script. Any other query gets the prerendered page.
   */
  async withChoices(
    route: string,
    pathname: string,
    params: URLSearchParams,
  ): Promise<PageResponse> {
    const build = await this.build();
    const page = await build.entry.loadPage(route);
    const search = choiceSearch(
      formsOf(page).flatMap((form) => form.fields),
      params,
    );
    if (!search) return this.prerendered(route);
    const key = `${pathname}${search}`;
    let body = this.chosen.get(key);
    if (!body) {
      const rendered = await build.entry.renderPage(key);
      body = await compressHtml(fillTemplate(build.template, rendered), 'kept');
      this.chosen.set(key, body);
    }
    return { status: 200, body, staff: page.access === 'staff' };
  }

  /** The not-found page of the path's locale (`ar/404` under `/ar`). */
  async notFound(status = 404, pathname = '/'): Promise<PageResponse> {
    const { entry } = await this.build();
    const { route } = matchRoute(pathname.split('?')[0]!, entry.routes);
    return this.prerendered(isNotFoundRoute(route) ? route : '404', status);
  }

  /**
   * A template page with its record from the database, or generated fallback content
   * (kept out of search engines) when there is none or the lookup fails. A kept page
   * needs no lookup while the database reports every change.
   */
  async record(pathname: string, match: RecordMatch): Promise<PageResponse> {
    const build = await this.build();
    if (match.page.record?.source === 'post') {
      const body = await this.posts.post(build, pathname, match);
      if (body === 'gone') return this.notFound(410, pathname);
      return body ? { status: 200, body } : this.notFound(404, pathname);
    }
    const current = this.records.current(pathname, build.manifest.id);
    if (current) return { status: 200, body: current };

    const mark = this.records.mark();
    let record: ServiceContent | null = null;
    let failed = false;
    try {
      record = await this.services.getBySlug(match.slug);
    } catch (error) {
      failed = true;
      this.log.error(
        `Looking up the service "${match.slug}" failed; sending generated content.`,
        error,
      );
    }
    // A record staff took off the site is gone, not an address to make content for.
    if (!record && !failed && (await this.withdrawn(match.slug))) {
      return this.notFound(410, pathname);
    }
    if (!record) return this.generatedPage(build, pathname, match, failed);

    // A translation changes apart from its record's updated_at, so it is part of the version.
    const version = {
      build: build.manifest.id,
      record: `${record.id} ${record.updated_at} ${JSON.stringify(record.translations ?? {})}`,
    };
    const body = await this.records.page(pathname, version, mark, () =>
      this.render(build, pathname, match, record, false),
    );
    return { status: 200, body };
  }

  /** A page listing the published posts of the moment (`list: post`). */
  async listing(pathname: string): Promise<PageResponse> {
    return { status: 200, body: await this.posts.listing(await this.build(), pathname) };
  }

  /**
   * A record page showing the saved changes a preview link opens, or null where the draft
   * has no words in the page's language (preview-pages.ts).
   */
  async preview(
    pathname: string,
    match: RecordMatch,
    link: PreviewLink,
    draft: PreviewedDraft,
  ): Promise<PageResponse | null> {
    return recordPreviewPage(await this.build(), pathname, match, link, draft);
  }

  /** What a preview link to page documents shows at a path, or null (preview-pages.ts). */
  async documentPreview(pathname: string, opened: OpenedPreview): Promise<PageResponse | null> {
    return documentPreviewPage(await this.build(), pathname, opened, {
      service: (slug) => this.services.getBySlug(slug),
      posts: this.publishedPosts,
    });
  }

  /**
   * Every record's page paths, as the sitemap lists them, the services' before the posts'
   * (the busier pages): the pages to render ahead.
   */
  async recordPaths(): Promise<string[]> {
    const { entry } = await this.build();
    const [service, post] = await Promise.all([
      this.services.list(),
      this.publishedPosts.listPublished(),
    ]);
    const entries = [
      ...(await recordPageEntries(entry, { service })),
      ...(await recordPageEntries(entry, { post })),
    ];
    return entries.map((page) => page.path);
  }

  /** Renders a record page and keeps it, as its first visitor's request would. */
  async renderAhead(pathname: string): Promise<void> {
    const match = await this.match(pathname);
    if (match.kind === 'record') await this.record(pathname, match);
    if (match.kind === 'listing') await this.listing(pathname);
  }

  /** Whether the slug's record was taken off the site; false when that cannot be told. */
  private async withdrawn(slug: string): Promise<boolean> {
    try {
      return await this.services.withdrawn(slug);
    } catch (error) {
      this.log.error(`Looking up whether "${slug}" was unpublished failed.`, error);
      return false;
    }
  }

  /** Generated content for a slug without a record: kept apart, made one at a time. */
  private async generatedPage(
    build: LoadedBuild,
    pathname: string,
    match: RecordMatch,
    failed: boolean,
  ): Promise<PageResponse> {
    const cached = this.generated.get(pathname);
    if (cached) return { status: 200, body: cached, noStore: failed };
    const fallback = createFallbackService(match.slug, serviceFallbackOf(match.page.record!), {
      product: build.entry.siteOfPath(pathname).site.brand.name,
    });
    const body = await this.generating.run(() =>
      this.render(build, pathname, match, fallback, true),
    );
    if (!failed) this.generated.set(pathname, body);
    return { status: 200, body, noStore: failed };
  }

  /** The route matched and its page loaded once, in match(): the renderer takes both. */
  private async render(
    build: LoadedBuild,
    pathname: string,
    { route, slug, page }: RecordMatch,
    shown: ServiceContent,
    noindex: boolean,
  ): Promise<HtmlBody> {
    const rendered = await build.entry.renderPage(pathname, {
      matched: { route, params: { slug }, page },
      record: shown,
      noindex,
    });
    return compressHtml(fillTemplate(build.template, rendered), 'kept');
  }

  /** A page rendered with values for its `{name}` references (form receipts). */
  async withVars(url: string, vars: Record<string, string>, status: number): Promise<PageResponse> {
    const build = await this.build();
    const rendered = await build.entry.renderPage(url, { vars });
    return {
      status,
      body: await compressHtml(fillTemplate(build.template, rendered), 'sent-once'),
    };
  }
}
