import type { PageDocument } from '../document/page-types';
import type { SiteStores } from './site-stores';

/**
 * For each template among changed page documents, the slug of a published record its page
 * can show: the first service the site lists, or the newest post for a post's template.
 */
export async function exampleSlugs(
  stores: {
    services: Pick<SiteStores['services'], 'list'>;
    posts: Pick<SiteStores['posts'], 'listPublished'>;
  },
  documents: Readonly<Record<string, Pick<PageDocument, 'record'>>>,
): Promise<(route: string) => string | undefined> {
  const [[service], [post]] = await Promise.all([
    stores.services.list(),
    stores.posts.listPublished(),
  ]);
  return (route) => (documents[route]?.record?.source === 'post' ? post?.slug : service?.slug);
}
