import { fillTemplate } from '../../build/page-template';
import type { PageDocument } from '../../document/page-types';
import { matchRoute } from '../../document/routes';
import type { OpenedPreview, PreviewedDraft, PreviewLink } from '../../previews/preview-link';
import type { ServiceContent } from '../../services/service-content';
import { recordInLocale } from '../../services/record-in-locale';
import type { Variables } from '../../locale/interpolate';
import { postInLocale } from '../../posts/post-in-locale';
import { listedPost, postVariables } from '../../posts/post-variables';
import type { ListedPost } from '../../ui/listed-posts';
import type { LoadedBuild } from './build-loader';
import type { PublishedPosts } from './post-pages';
import { compressHtml } from './html-response';
import type { PageResponse, RecordMatch } from './page-match';
import { previewBannerHtml, withPreviewBanner } from './preview-banner';

/** What a preview shows at a path: the page, its route and values, and the record it binds. */
interface PreviewSubject {
  route: string;
  params: Record<string, string>;
  page: PageDocument;
  record?: ServiceContent;
  /** A post's fields, for a post's template. */
  vars?: Variables;
  /** The published posts, for a page that lists them. */
  posts?: ListedPost[];
  /** What the banner says is changed: a record's name or a page's title. */
  name: string;
}

/** What a preview of page documents reads of the site's records. */
export interface PreviewedRecords {
  service(slug: string): Promise<ServiceContent | null>;
  posts: Pick<PublishedPosts, 'published' | 'listPublished'>;
}

/** Renders a preview: never kept, never indexed, with the banner first in its body. */
async function renderPreview(
  build: LoadedBuild,
  pathname: string,
  link: PreviewLink,
  { route, params, page, record, vars, posts, name }: PreviewSubject,
): Promise<PageResponse> {
  const rendered = await build.entry.renderPage(pathname, {
    matched: { route, params, page },
    ...(record ? { record } : {}),
    ...(vars ? { vars } : {}),
    ...(posts ? { posts } : {}),
    noindex: true,
  });
  const html = withPreviewBanner(
    fillTemplate(build.template, rendered),
    previewBannerHtml(build.entry.siteOfPath(pathname), link, name),
  );
  return { status: 200, body: await compressHtml(html, 'sent-once'), noStore: true, noindex: true };
}

/**
 * A record page with the saved changes a preview link opens: rendered for each request,
 * so it shows the draft as saved now. Null for a post without words in the page's language,
 * which would have no page there once published.
 */
export async function recordPreviewPage(
  build: LoadedBuild,
  pathname: string,
  match: RecordMatch,
  link: PreviewLink,
  draft: PreviewedDraft,
): Promise<PageResponse | null> {
  const { locale } = build.entry.siteOfPath(pathname);
  const shown = { route: match.route, params: { slug: match.slug }, page: match.page };
  // Dated as the link is: a draft has not gone out yet.
  const at = link.created_at;
  if (draft.collection === 'posts') {
    const post = postInLocale(draft.record, locale);
    if (!post) return null;
    return renderPreview(build, pathname, link, {
      ...shown,
      vars: postVariables({ ...post, first_published_at: at, updated_at: at }),
      name: post.title,
    });
  }
  const record: ServiceContent = { ...draft.record, id: link.id, created_at: at, updated_at: at };
  return renderPreview(build, pathname, link, {
    ...shown,
    record,
    name: (recordInLocale(record, locale) ?? record).name,
  });
}

/**
 * A page from an author's checkout at its route (a page that is new to the site too, a list
 * of posts with the published ones), or a changed template with the published record it is
 * asked for (a service's or a post's); null when the link shows nothing at this path.
 */
export async function documentPreviewPage(
  build: LoadedBuild,
  pathname: string,
  opened: OpenedPreview,
  records: PreviewedRecords,
): Promise<PageResponse | null> {
  const documents = opened.documents ?? {};
  const { locale } = build.entry.siteOfPath(pathname);
  const page = Object.hasOwn(documents, pathname) ? documents[pathname] : undefined;
  if (page) {
    const posts = page.list
      ? (await records.posts.listPublished())
          .flatMap((post) => postInLocale(post, locale) ?? [])
          .map(listedPost)
      : undefined;
    return renderPreview(build, pathname, opened.link, {
      route: pathname,
      params: {},
      page,
      ...(posts ? { posts } : {}),
      name: pageName(page, pathname),
    });
  }
  const { route, params } = matchRoute(pathname, build.entry.routes);
  const template = Object.hasOwn(documents, route) ? documents[route] : undefined;
  if (!template?.record || params.slug === undefined) return null;
  if (template.record.source === 'post') {
    const post = await records.posts.published(params.slug);
    const shown = post && postInLocale(post, locale);
    if (!shown) return null;
    return renderPreview(build, pathname, opened.link, {
      route,
      params,
      page: template,
      vars: postVariables(shown),
      name: shown.title,
    });
  }
  const record = await records.service(params.slug);
  if (!record) return null;
  return renderPreview(build, pathname, opened.link, {
    route,
    params,
    page: template,
    record,
    name: (recordInLocale(record, locale) ?? record).name,
  });
}

/** A page's own name, its title before the site's ("About TechCrew | …", "… – …"), else its path. */
function pageName(page: PageDocument, pathname: string): string {
  const name = page.title.split(/ [|–] /)[0]!.trim();
  return name && !name.includes('{') ? name : pathname;
}
