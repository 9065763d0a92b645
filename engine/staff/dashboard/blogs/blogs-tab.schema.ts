import type { FromSchema } from 'json-schema-to-ts';
import { postSchema, translatedPostFields } from '../../../schema/post.schema';
import { closedObject } from '../../../schema/object-shapes';
import {
  dialogFieldSchema,
  notice,
  searchSchema,
  tabSchema,
  text,
  textWithDefault,
} from '../parts/parts.schema';
import { historyWordsSchema } from '../collections/history-words.schema';
import { previewWordsSchema } from '../collections/preview-words.schema';
import { discardWordsSchema } from '../collections/discard-words.schema';
import { scheduleWordsSchema } from '../collections/schedule-words.schema';

type PostField = Exclude<keyof typeof postSchema.properties, 'translations'>;
type TranslatedField = (typeof translatedPostFields)[number];

const postFields = Object.keys(postSchema.properties).filter(
  (field): field is PostField => field !== 'translations',
);

/** The words of each field of a form made from a schema: one entry per field, each required. */
const fieldWords = <const F extends string>(fields: readonly F[], description: string) =>
  closedObject({
    description,
    required: fields,
    properties: Object.fromEntries(
      fields.map((field) => [field, dialogFieldSchema(`The ${field} field.`)]),
    ) as Record<F, ReturnType<typeof dialogFieldSchema>>,
  });

/** The words of the New and Edit dialogs of a post ({name} is its title, {slug} its slug). */
const postDialogSchema = (description: string, title: string) =>
  closedObject({
    description,
    required: ['title', 'submitLabel', 'cancelLabel', 'toasts'],
    properties: {
      title: text(title),
      description: { type: 'string', description: 'A sentence under the heading.' },
      submitLabel: text('The button that saves the draft, in both languages together.'),
      cancelLabel: text('The button that closes the dialog without saving.'),
      toasts: closedObject({
        description:
          'What the toast says after saving; a failure is also said in the dialog, which keeps what was typed.',
        required: ['saved', 'slugTaken', 'conflict', 'gone', 'failed'],
        properties: {
          saved: notice('The draft was saved.'),
          slugTaken: notice(
            'Another post has the slug; its text is also shown under the slug field.',
          ),
          conflict: notice(
            'Someone saved or published the post after this edit began, so nothing was saved; {by} is who and {at} when.',
          ),
          gone: notice('The post is no longer there; nothing was saved.'),
          failed: notice('The draft could not be saved.'),
        },
      }),
    },
  });

/**
 * The Blogs tab: the posts as staff last saved them (drafts, published, with changes not
 * published), a search, New Post and Edit dialogs whose fields come from the post schema,
 * and a Publish button on saved changes.
 */
export const blogsTabSchema = tabSchema({
  description:
    'The Blogs tab: the posts as staff last saved them, a search, dialogs that write a post (their fields come from the post schema, engine/schema/post.schema.ts) and its Publish button.',
  required: [
    'search',
    'loading',
    'loadFailed',
    'retryLabel',
    'empty',
    'newPostLabel',
    'editLabel',
    'editName',
    'newPost',
    'editPost',
    'form',
    'publishing',
  ],
  properties: {
    search: searchSchema,
    loading: text('Shown while the posts load.'),
    loadFailed: text('Shown when the posts could not be loaded, before the reason.'),
    retryLabel: text('The button that tries loading again.'),
    empty: text('Shown when there are no posts at all.'),
    byline: textWithDefault(
      'By {author} · {date}',
      "The line under a post's title; {author} and {date} are filled in.",
    ),
    newPostLabel: text('The button that opens the New Post dialog.'),
    editLabel: text("The word on each post's button that opens its Edit dialog."),
    editName: text("The edit button's name for screen readers; {name} is the post's title."),
    newPost: postDialogSchema('The New Post dialog, which saves a draft.', "The dialog's heading."),
    editPost: postDialogSchema(
      'The Edit dialog of a post, filled in from its draft or what is published; the slug cannot change.',
      "The dialog's heading; {name} is the post's title.",
    ),
    form: closedObject({
      description: 'The fields of both dialogs, one per field of a post, and their messages.',
      required: ['fields', 'messages', 'slugHelperText'],
      properties: {
        fields: fieldWords(postFields, "Each field's label and hint, by the post's field."),
        translation: closedObject({
          description: "The post's words in the site's other language, under their own heading.",
          required: ['heading', 'locale', 'fields'],
          properties: {
            heading: text('The heading over them.'),
            locale: {
              type: 'string',
              pattern: '^[a-z]{2}$',
              description: 'The language they are in: ar.',
            },
            fields: fieldWords<TranslatedField>(
              translatedPostFields,
              "Each translated field's label and hint.",
            ),
          },
        }),
        slugHelperText: text('Under the slug of a saved post, which cannot change.'),
        messages: closedObject({
          description: 'Messages under the fields; {label} is the field, {limit} its limit.',
          required: [
            'required',
            'tooLong',
            'invalidSlug',
            'unsafeImageUrl',
            'tooMany',
            'notAllowed',
            'invalid',
          ],
          properties: {
            required: text('A field left empty that must be filled in.'),
            tooLong: text('Text longer than the field keeps.'),
            invalidSlug: text('A slug that is not lowercase words joined by hyphens.'),
            unsafeImageUrl: text('A picture address that is not https: or a path on the site.'),
            tooMany: text('More items than a list keeps.'),
            notAllowed: text('Text holding a character that cannot be kept.'),
            invalid: text('A value not written as its field takes it, such as the date.'),
          },
        }),
      },
    }),
    history: historyWordsSchema,
    scheduling: scheduleWordsSchema,
    previews: previewWordsSchema,
    discarding: discardWordsSchema,
    publishing: closedObject({
      description:
        "A post's state on its card (saved changes reach visitors only when published) and its Publish button; {name} is the post's title.",
      required: [
        'draft',
        'published',
        'changed',
        'scheduled',
        'publishesAt',
        'unpublishesAt',
        'savedBy',
        'publishLabel',
        'publishName',
        'toasts',
      ],
      properties: {
        draft: text('A post that no visitor sees yet.'),
        published: text('Visitors see the post as it was last saved.'),
        changed: text('A published post with saved changes that visitors do not see yet.'),
        scheduled: text('Saved changes that publish at a set time.'),
        publishesAt: text('When scheduled changes go live; {when} is filled in.'),
        unpublishesAt: text('When a post is to come off the site; {when} is filled in.'),
        savedBy: text('Who saved the unpublished changes and when; {by} and {when}.'),
        publishLabel: text('The button that puts the saved changes live.'),
        publishName: text("The Publish button's name for screen readers; {name} is the title."),
        toasts: closedObject({
          description: 'What the toast says after publishing.',
          required: ['published', 'conflict', 'failed'],
          properties: {
            published: notice("The post is live; {name} is its title, {page} its page's address."),
            conflict: notice(
              'Someone changed the post after the list loaded; {by} is who and {at} when.',
            ),
            failed: notice('The post could not be published.'),
          },
        }),
      },
    }),
  },
});

export type BlogsTabConfig = FromSchema<typeof blogsTabSchema>;
