import type { FromSchema } from 'json-schema-to-ts';
import { closedObject } from '../../../schema/object-shapes';
import {
  countSchema,
  dateSchema,
  dialogFieldSchema,
  dialogMessageProperties,
  formDialogSchema,
  notice,
  optionalWords,
  searchSchema,
  tabSchema,
  text,
  textWithDefault,
} from '../parts/parts.schema';

export const blogPostSchema = closedObject({
  required: ['title', 'status', 'author', 'date', 'views', 'excerpt'],
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
});

/** The Blogs tab: sample posts, a search, and a dialog that starts a draft. */
export const blogsTabSchema = tabSchema({
  description: 'The Blogs tab: the posts, a search, and a dialog that starts a draft.',
  required: ['search', 'posts', 'newPost'],
  properties: {
    search: searchSchema,
    statusLabels: optionalWords('How each status reads on a post.', {
      published: textWithDefault('Published', 'The published status.'),
      draft: textWithDefault('Draft', 'The draft status.'),
    }),
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
    newPost: formDialogSchema({
      description: 'The New Post dialog, which starts a draft.',
      submit: 'The button that saves the draft.',
      required: ['fields', 'toast'],
      properties: {
        fields: closedObject({
          description: "The dialog's fields.",
          required: ['title', 'author', 'excerpt'],
          properties: {
            title: dialogFieldSchema("The post's title."),
            author: dialogFieldSchema('Who writes it.'),
            excerpt: dialogFieldSchema('Its first sentence or two.'),
          },
        }),
        messages: optionalWords(
          "The dialog's own wording of the site's form messages (forms.messages in pages/_site.yaml) under its fields.",
          dialogMessageProperties,
        ),
        toast: notice("Shown once the draft is saved; {title} is the new post's title."),
      },
    }),
  },
});

export type BlogsTabConfig = FromSchema<typeof blogsTabSchema>;
export type BlogPost = FromSchema<typeof blogPostSchema>;
