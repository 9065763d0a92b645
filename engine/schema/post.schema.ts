import { safeTextPattern } from './safe-text';
import { maxSlugLength, safeImageUrlPattern, slugPattern } from './service-rules';

/** Longest post body, in characters of Markdown. */
export const maxPostBodyLength = 40_000;
/** Most tags on one post. */
export const maxPostTags = 8;

const cleanText = (maxLength: number) =>
  ({ type: 'string', maxLength, pattern: safeTextPattern }) as const;
/** Safe text a post must have (safe-text.ts: no control or bidirectional control character). */
const text = (maxLength: number, description: string) =>
  ({ ...cleanText(maxLength), minLength: 1, description }) as const;
/** Text a post may leave out. */
const optionalText = (maxLength: number, description: string) =>
  ({ ...cleanText(maxLength), type: ['string', 'null'], default: null, description }) as const;

/** Markdown, which safe text allows with its line breaks. */
const body = (description: string) => text(maxPostBodyLength, description);

const tags = (description: string) =>
  ({
    type: 'array',
    items: { ...cleanText(40), minLength: 1 },
    maxItems: maxPostTags,
    uniqueItems: true,
    default: [],
    description,
  }) as const;

/** The fields a translation of a post holds: its words. Slug, date and cover picture are the post's. */
export const translatedPostFields = [
  'title',
  'author',
  'excerpt',
  'body',
  'cover_alt',
  'tags',
] as const;

const postTranslationSchema = {
  type: 'object',
  required: ['title', 'excerpt', 'body'],
  additionalProperties: false,
  description:
    'The post in one language: title, excerpt and body are required; the author and tags keep their English words when left out.',
  properties: {
    title: text(200, 'The title in this language.'),
    author: text(100, "The author's name as this language writes it."),
    excerpt: text(500, 'The summary in this language.'),
    body: body('The text in this language, in Markdown.'),
    cover_alt: optionalText(300, 'What the cover picture shows, in this language.'),
    tags: tags('The tags in this language, in the order of the English ones.'),
  },
} as const;

/**
 * One blog post: a published record of the posts collection (`content.published_records`),
 * a draft of one, and one item of a posts file (supabase/seed/posts/*.yaml). Rendered at
 * /blog/<slug> by pages/blog/[slug].yaml and listed, newest first, on /blog.
 */
export const postSchema = {
  type: 'object',
  title: 'Post',
  description:
    'One blog post, /blog/<slug>: slug, title, author, date, excerpt and body are required; the cover picture and tags may be left out.',
  required: ['slug', 'title', 'author', 'date', 'excerpt', 'body'],
  additionalProperties: false,
  properties: {
    slug: {
      type: 'string',
      maxLength: maxSlugLength,
      pattern: slugPattern,
      description: `The last part of the post's address, /blog/<slug>: lowercase letters and digits in words joined by single hyphens, at most ${maxSlugLength} characters. Unique.`,
      examples: ['ransomware-in-the-gulf'],
      errorMessage: {
        pattern: 'must be lowercase letters and digits in words joined by single hyphens',
      },
    },
    title: text(200, 'The title, as the list, the page heading and search results show it.'),
    author: text(100, 'Who wrote it.'),
    date: {
      type: 'string',
      pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
      description:
        'The date the post carries, such as 2026-11-18; the list shows the newest first.',
      errorMessage: { pattern: 'must be a date written as YYYY-MM-DD' },
    },
    excerpt: text(
      500,
      'A sentence or two: the summary on the list, in search results and in link previews.',
    ),
    body: body(
      'The text, in Markdown: paragraphs, ## headings, lists, links, **bold** and *italic*. HTML is shown as text, never run.',
    ),
    cover_url: {
      type: ['string', 'null'],
      maxLength: 2_000,
      pattern: safeImageUrlPattern,
      default: null,
      description:
        'A picture at the top of the post and on its card: an https: address or a path on this site starting with a single /.',
      examples: ['/images/blog/ransomware.svg'],
      errorMessage: {
        pattern: 'must be an https: address or a path on this site starting with a single /',
      },
    },
    cover_alt: optionalText(
      300,
      'What the cover picture shows, for people who cannot see it. Needed with a cover picture.',
    ),
    tags: tags(`Words the post is about, at most ${maxPostTags}, such as security.`),
    translations: {
      type: 'object',
      description:
        'The post in other languages, by language code (ar): /ar/blog/<slug> shows the ar translation; a post without one is listed in English only.',
      propertyNames: { pattern: '^[a-z]{2}$' },
      additionalProperties: postTranslationSchema,
    },
  },
} as const;

/** A posts file, as supabase/seed/posts/*.yaml holds them: a `posts:` list. */
export const postsFileSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'posts.schema.json',
  title: 'Posts',
  description: 'Blog posts for /blog: a posts: list, one record per post.',
  type: 'object',
  required: ['posts'],
  additionalProperties: false,
  properties: {
    posts: {
      type: 'array',
      description: 'The posts, one per slug.',
      items: { $ref: '#/$defs/post' },
    },
  },
  $defs: { post: postSchema },
} as const;
