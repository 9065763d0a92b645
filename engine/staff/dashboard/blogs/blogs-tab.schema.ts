import type { FromSchema } from 'json-schema-to-ts';
import {
  countSchema,
  dateSchema,
  dialogFieldSchema,
  dialogMessageProperties,
  notice,
  searchSchema,
  tabHeadingProperties,
  text,
  textWithDefault,
} from '../parts/parts.schema';

export const blogPostSchema = {
  type: 'object',
  required: ['title', 'status', 'author', 'date', 'views', 'excerpt'],
  additionalProperties: false,
  properties: {
    title: text("The post's title."),
    status: {
      type: 'string',
      enum: ['published', 'draft'],
      description: 'published or draft.',
    },
    author: text('Who wrote it.'),
    date: { ...dateSchema, description: 'When it was written, such as "2024-11-18".' },
    views: { ...countSchema, description: 'How many times it was read.' },
    excerpt: text('The first sentence or two.'),
  },
} as const;

/** The Blogs tab: sample posts, a search, and a dialog that starts a draft. */
export const blogsTabSchema = {
  type: 'object',
  description: 'The Blogs tab: the posts, a search, and a dialog that starts a draft.',
  required: ['label', 'search', 'posts', 'newPost'],
  additionalProperties: false,
  properties: {
    ...tabHeadingProperties,
    search: searchSchema,
    statusLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description: 'How each status reads on a post.',
      properties: {
        published: textWithDefault('Published', 'The published status.'),
        draft: textWithDefault('Draft', 'The draft status.'),
      },
    },
    byline: textWithDefault(
      'By {author} · {date} · {views} views',
      "The line under a post's title; {author}, {date} and {views} are filled in.",
    ),
    posts: {
      type: 'array',
      items: blogPostSchema,
      maxItems: 50,
      description: 'The posts, newest first.',
    },
    newPost: {
      type: 'object',
      description: 'The New Post dialog, which starts a draft.',
      required: ['buttonLabel', 'title', 'submitLabel', 'cancelLabel', 'fields', 'toast'],
      additionalProperties: false,
      properties: {
        buttonLabel: text('The button that opens the dialog.'),
        title: text("The dialog's heading."),
        description: { type: 'string', description: 'A sentence under the heading.' },
        submitLabel: text('The button that saves the draft.'),
        cancelLabel: text('The button that closes the dialog without saving.'),
        fields: {
          type: 'object',
          description: "The dialog's fields.",
          required: ['title', 'author', 'excerpt'],
          additionalProperties: false,
          properties: {
            title: dialogFieldSchema("The post's title."),
            author: dialogFieldSchema('Who writes it.'),
            excerpt: dialogFieldSchema('Its first sentence or two.'),
          },
        },
        messages: {
          type: 'object',
          default: {},
          additionalProperties: false,
          description:
            "The dialog's own wording of the site's form messages (forms.messages in pages/_site.yaml) under its fields.",
          properties: dialogMessageProperties,
        },
        toast: notice("Shown once the draft is saved; {title} is the new post's title."),
      },
    },
  },
} as const;

export type BlogsTabConfig = FromSchema<typeof blogsTabSchema>;
export type BlogPost = FromSchema<typeof blogPostSchema>;
