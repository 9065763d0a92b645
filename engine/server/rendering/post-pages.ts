import type { PublishedPost } from '../../posts/post';
import { postInLocale, postLocales } from '../../posts/post-in-locale';
import { listedPost, postVariables } from '../../posts/post-variables';
import { fillTemplate } from '../../build/page-template';
import type { LoadedBuild } from './build-loader';
import { compressHtml, type HtmlBody } from './html-response';
import type { RecordMatch } from './page-match';
import type { RecordPageCache } from './record-page-cache';

/** What the blog's pages read of the posts: the published ones, and whether one was withdrawn. */
export interface PublishedPosts {
  published(slug: string): Promise<PublishedPost | null>;
  listPublished(): Promise<PublishedPost[]>;
  withdrawn(slug: string): Promise<boolean>;
}

/**
 * The blog's pages from the database: a post's page (`/blog/<slug>`, in each language it
 * is written in) and pages that list the published posts (`list: post`). Both are kept
 * with the record pages (RecordPageCache), by the version of what they show, so a publish
 * shows on the next request and nothing unchanged is rendered twice.
 */
export class PostPages {
  constructor(
    private readonly posts: PublishedPosts,
    private readonly pages: RecordPageCache,
  ) {}

  /**
   * A post's page: null when no published post has the slug in the path's language,
   * `gone` when staff took it off the site.
   */
  async post(
    build: LoadedBuild,
    pathname: string,
    { route, slug, page }: RecordMatch,
  ): Promise<HtmlBody | 'gone' | null> {
    const current = this.pages.current(pathname, build.manifest.id);
    if (current) return current;
    const mark = this.pages.mark();
    const post = await this.posts.published(slug);
    if (!post) return (await this.posts.withdrawn(slug)) ? 'gone' : null;
    const { locale, locales } = build.entry.siteOfPath(pathname);
    const shown = postInLocale(post, locale);
    if (!shown) return null;
    const version = { build: build.manifest.id, record: `${post.slug} ${post.updated_at}` };
    return this.pages.page(pathname, version, mark, async () => {
      const rendered = await build.entry.renderPage(pathname, {
        matched: { route, params: { slug }, page },
        vars: postVariables(shown),
        writtenIn: postLocales(post, locales),
      });
      return compressHtml(fillTemplate(build.template, rendered), 'kept');
    });
  }

  /** A page listing the published posts in its language, newest first. */
  async listing(build: LoadedBuild, pathname: string): Promise<HtmlBody> {
    const current = this.pages.current(pathname, build.manifest.id);
    if (current) return current;
    const mark = this.pages.mark();
    const { locale } = build.entry.siteOfPath(pathname);
    const posts = (await this.posts.listPublished()).flatMap((post) => {
      const shown = postInLocale(post, locale);
      return shown ? [shown] : [];
    });
    const version = {
      build: build.manifest.id,
      record: posts.map((post) => `${post.slug} ${post.updated_at}`).join('\n'),
    };
    return this.pages.page(pathname, version, mark, async () => {
      const rendered = await build.entry.renderPage(pathname, { posts: posts.map(listedPost) });
      return compressHtml(fillTemplate(build.template, rendered), 'kept');
    });
  }
}
