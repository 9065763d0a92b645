import { countSchema, dateSchema, noticeSchema, searchSchema } from '../parts/parts.schema';

const text = { type: 'string', minLength: 1 } as const;

const fieldSchema = {
  type: 'object',
  required: ['label'],
  additionalProperties: false,
  properties: { label: text, helperText: { type: 'string' } },
} as const;

export const blogPostSchema = {
  type: 'object',
  required: ['title', 'status', 'author', 'date', 'views', 'excerpt'],
  additionalProperties: false,
  properties: {
    title: text,
    status: { type: 'string', enum: ['published', 'draft'] },
    author: text,
    date: dateSchema,
    views: countSchema,
    excerpt: text,
  },
} as const;

/** The Blogs tab: sample posts, a search, and a dialog that starts a draft. */
export const blogsTabSchema = {
  type: 'object',
  required: ['label', 'search', 'posts', 'newPost'],
  additionalProperties: false,
  properties: {
    label: text,
    heading: { type: 'string' },
    search: searchSchema,
    statusLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: {
        published: { type: 'string', default: 'Published' },
        draft: { type: 'string', default: 'Draft' },
      },
    },
    /** `{author}`, `{date}` and `{views}` are filled in per post. */
    byline: { type: 'string', default: 'By {author} · {date} · {views} views' },
    posts: { type: 'array', items: blogPostSchema, maxItems: 50 },
    newPost: {
      type: 'object',
      required: ['buttonLabel', 'title', 'submitLabel', 'cancelLabel', 'fields', 'toast'],
      additionalProperties: false,
      properties: {
        buttonLabel: text,
        title: text,
        description: { type: 'string' },
        submitLabel: text,
        cancelLabel: text,
        fields: {
          type: 'object',
          required: ['title', 'author', 'excerpt'],
          additionalProperties: false,
          properties: { title: fieldSchema, author: fieldSchema, excerpt: fieldSchema },
        },
        requiredMessage: { type: 'string', default: '{label} is required' },
        /** `{title}` is the new post's title. */
        toast: noticeSchema,
      },
    },
  },
} as const;
