import type { Variables } from '../locale/interpolate';
import type { ListedPost } from '../ui/listed-posts';
import type { PublishedPost } from './post';

/** The fields of a post a template page reaches as `{record.<field>}`. */
export const postRecordFields = [
  'slug',
  'title',
  'author',
  'date',
  'excerpt',
  'body',
  'cover_url',
  'cover_alt',
  'tags',
  'first_published_at',
  'updated_at',
] as const;

/**
 * The `{record.<field>}` variables of a published post, already in the page's language
 * (postInLocale): a cover picture left out is empty, and so is its description.
 */
export function postVariables(post: PublishedPost): Variables {
  const values: Record<(typeof postRecordFields)[number], Variables[string]> = {
    ...post,
    cover_url: post.cover_url ?? '',
    cover_alt: post.cover_alt ?? '',
    tags: post.tags ?? [],
  };
  return Object.fromEntries(postRecordFields.map((field) => [`record.${field}`, values[field]]));
}

/** What the blog's list shows of a post (already in the page's language). */
export function listedPost(post: PublishedPost): ListedPost {
  return {
    slug: post.slug,
    title: post.title,
    author: post.author,
    date: post.date,
    excerpt: post.excerpt,
    cover_url: post.cover_url ?? null,
    cover_alt: post.cover_alt ?? null,
    tags: post.tags ?? [],
  };
}
