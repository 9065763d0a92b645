import {
  SERVICE_CONTENT_INPUT_FIELDS,
  type ServiceContentField,
} from '../../../services/service-content';
import { closedObject } from '../../../schema/object-shapes';
import {
  serviceContentSchema,
  translatedServiceFields,
} from '../../../schema/service-content.schema';
import {
  dialogFieldSchema,
  dialogMessageProperties,
  formDialogSchema,
  notice,
  noticeWithDefault,
  optionalWords,
  paginationSchema,
  searchSchema,
  tabSchema,
  text,
  textWithDefault,
} from '../parts/parts.schema';
import { historyWordsSchema } from '../collections/history-words.schema';
import { scheduleWordsSchema } from '../collections/schedule-words.schema';
import { previewWordsSchema } from '../collections/preview-words.schema';
import { discardWordsSchema } from '../collections/discard-words.schema';

/** A field of the service dialog, which may also show sample text. */
const fieldSchema = (description: string) => {
  const field = dialogFieldSchema(description);
  return {
    ...field,
    properties: {
      ...field.properties,
      placeholder: { type: 'string', description: 'Sample text in the empty field.' },
    },
  } as const;
};

type FieldSchema = ReturnType<typeof fieldSchema>;

/** One dialog field per field of a service record, described by the record's schema. */
const fieldSchemas = Object.fromEntries(
  SERVICE_CONTENT_INPUT_FIELDS.map((field) => [
    field,
    fieldSchema(
      `The field that fills ${field}. ${serviceContentSchema.properties[field].description}`,
    ),
  ]),
) as Record<ServiceContentField, FieldSchema>;

/** The Add New Service dialog: one entry per column of service_content_feed. */
export const addServiceSchema = formDialogSchema({
  description: 'The Add New Service dialog, with one field per field of a service record.',
  submit: 'The button that creates the service.',
  required: ['fields', 'toasts'],
  properties: {
    fields: closedObject({
      description:
        "The dialog's fields, one for each field of a service record (schemas/service-content.schema.json), by its name.",
      required: SERVICE_CONTENT_INPUT_FIELDS,
      properties: fieldSchemas,
    }),
    messages: optionalWords(
      "Messages under the fields: the site's form messages (forms.messages in pages/_site.yaml) worded for this dialog, and the dialog's own; {slug} is the slug typed.",
      {
        ...dialogMessageProperties,
        invalidSlug: textWithDefault(
          'Use lowercase letters and digits in words joined by single hyphens, such as managed-it (at most 100 characters).',
          'The slug is not in the right form.',
        ),
        unsafeImageUrl: textWithDefault(
          'Use an https:// address or a path on this site starting with /.',
          "The picture's address is neither https: nor a path on this site.",
        ),
        invalidVideo: textWithDefault(
          'Use an 11-character YouTube video id or a youtube.com / youtu.be link.',
          'The video is not a YouTube id or link.',
        ),
        tooMany: textWithDefault(
          '{label} may have at most {limit} items.',
          'A list has more items than a record may hold; {limit} is the most.',
        ),
        notAllowed: textWithDefault(
          '{label} holds a character that cannot be saved, such as an invisible control character.',
          'A field holds a control character or another value a record may not.',
        ),
        slugTaken: textWithDefault(
          'The slug "{slug}" is already used by another service. Choose another one.',
          'Another service has the slug.',
        ),
      },
    ),
    pageFiles: optionalWords(
      "What the Add and Edit dialogs say over the fields when a page document, not the record, writes the page at the record's address ({path} and {file}), so what is saved there does not show on it.",
      {
        title: textWithDefault(
          'Saving here does not change this page',
          'The heading of the notice.',
        ),
        intro: textWithDefault(
          'A page file in the site’s source decides what this address shows, not this record:',
          'Before the list of addresses and their files.',
        ),
        item: textWithDefault(
          '{path} is written in {file}',
          'One address and the page document that writes it; {path} and {file} are filled in.',
        ),
        stillShown: textWithDefault(
          'The record’s words still show on {paths}.',
          "The addresses the record's own words make, where there are some; {paths} is filled in.",
        ),
        howToChange: textWithDefault(
          'To change the page, edit its file and publish the site; the record is still saved, and answers the record API at /api/services/{slug}.',
          'What to do instead, and what the record still feeds; {slug} is filled in.',
        ),
      },
    ),
    translation: closedObject({
      description:
        "The second part of the dialog: the record's words in another language of the site, each optional until one is typed.",
      required: ['locale', 'heading', 'nameRequired', 'fields'],
      properties: {
        locale: {
          type: 'string',
          pattern: '^[a-z]{2}$',
          description:
            'The language code of the translation, as locales in pages/_site.yaml names it: ar.',
        },
        heading: text('The heading over these fields.'),
        nameRequired: text(
          'Under the name, when other fields of the translation are typed without it.',
        ),
        fields: closedObject({
          description: 'One field for each word of a record a translation holds, by its name.',
          required: translatedServiceFields,
          properties: Object.fromEntries(
            translatedServiceFields.map((field) => [
              field,
              fieldSchema(`The field that fills translations.<locale>.${field}.`),
            ]),
          ) as Record<(typeof translatedServiceFields)[number], FieldSchema>,
        }),
      },
    }),
    toasts: closedObject({
      description: 'What the toast says after saving.',
      required: ['created', 'slugTaken', 'failed'],
      properties: {
        created: notice('The service was created; {slug} is its slug.'),
        slugTaken: notice('Another service has the slug.'),
        failed: notice('The service could not be saved.'),
      },
    }),
  },
});

/**
 * The Edit dialog of a service record: the fields of Add New Service, worded as under
 * addService, filled in from the record and its translation; the slug shown but fixed.
 */
export const editServiceSchema = formDialogSchema({
  description:
    "The Edit dialog of a service: the fields of the Add New Service dialog (worded under addService), filled in from the record and its translation. The slug is shown but cannot change: it is the record's address.",
  submit: 'The button that saves the changes, in English and the other language together.',
  required: ['toasts'],
  properties: {
    buttonLabel: text("The word on each service's button that opens the dialog, such as Edit."),
    title: text("The dialog's heading; {name} is the service's name."),
    buttonName: textWithDefault(
      'Edit {name}',
      "The edit button's name for screen readers and voice control; {name} is the service's name.",
    ),
    slugHelperText: textWithDefault(
      "The page's address; it stays as it is.",
      'Under the slug, which cannot be edited.',
    ),
    toasts: closedObject({
      description:
        'What the toast says after saving; a failure is also said in the dialog, which keeps what was typed. {name} is the service name, {slug} its slug.',
      required: ['saved', 'gone', 'failed'],
      properties: {
        saved: notice('The changes were saved.'),
        savedNotShown: noticeWithDefault(
          'The changes were saved, to a record whose page a page document writes, so they do not show on it.',
          'Saved to the Record',
          '{name} is saved; /services/{slug} still shows its page file.',
        ),
        conflict: noticeWithDefault(
          'Someone saved, published or imported the record after this edit began, so nothing was saved; {by} is who and {at} when.',
          'Someone Else Changed This Service',
          '{by} changed {name} at {at}, after you opened it. Nothing was saved: copy what you need from the form, then open the service again to see their changes.',
        ),
        gone: notice('The service is no longer there (someone deleted it); nothing was saved.'),
        failed: notice('The changes could not be saved.'),
      },
    }),
  },
});

/** How a record stands between staff and visitors, and the button that publishes it. */
const publishingSchema = optionalWords(
  "A record's state on its card (saved changes reach visitors only when published) and its Publish button.",
  {
    draft: textWithDefault('Draft', 'A new record that no visitor sees yet.'),
    published: textWithDefault('Published', 'Visitors see the record as it was last saved.'),
    changed: textWithDefault(
      'Changes not published',
      'A published record with saved changes that visitors do not see yet.',
    ),
    scheduled: textWithDefault('Scheduled', 'Saved changes that publish at a set time.'),
    publishesAt: textWithDefault(
      'Publishes on {when}',
      'When scheduled changes go live; {when} is filled in.',
    ),
    unpublishesAt: textWithDefault(
      'Comes off the site on {when}',
      'When a record is scheduled to come off the site; {when} is filled in.',
    ),
    savedBy: textWithDefault(
      'Saved by {by} on {when}',
      'Who saved the unpublished changes and when; {by} and {when} are filled in.',
    ),
    publishLabel: textWithDefault('Publish', 'The button that puts the saved changes live.'),
    publishName: textWithDefault(
      'Publish {name}',
      "The Publish button's name for screen readers and voice control; {name} is the service's name.",
    ),
    toasts: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description:
        "What the toast says after publishing; {name} is the service, {slug} its slug, {page} its page's address in the dashboard's language.",
      properties: {
        published: noticeWithDefault(
          'The changes are live.',
          'Published',
          '{name} is live at {page}.',
        ),
        conflict: noticeWithDefault(
          'Someone changed the record after this list was loaded, so nothing was published; {by} is who and {at} when.',
          'Not Published',
          '{by} changed {name} at {at}. Look at the service again, then publish.',
        ),
        failed: noticeWithDefault(
          'The changes could not be published.',
          'Not Published',
          '{name} could not be published. Please try again.',
        ),
      },
    },
  },
);

export const servicesTabSchema = tabSchema({
  description:
    'The Services tab: the service content records, searchable, the Add New Service dialog and an Edit dialog for each record.',
  required: ['search', 'loading', 'empty', 'addService', 'editService'],
  properties: {
    search: searchSchema,
    loading: text('Shown while the services load.'),
    empty: text('Shown when there are no services and no search.'),
    loadFailed: textWithDefault('The services could not be loaded.', 'Shown when loading failed.'),
    retryLabel: textWithDefault('Try Again', 'The button that loads again.'),
    resultCount: textWithDefault(
      'Showing {shown} of {total} services',
      'The count over the list; {shown} and {total} are numbers.',
    ),
    card: optionalWords("The labels on a service's card.", {
      parent: textWithDefault('Category', 'Labels the category.'),
      h1: textWithDefault('Page title', 'Labels the main heading.'),
      updated: textWithDefault('Updated', 'Labels when it last changed.'),
      pageFile: textWithDefault(
        'Page written in {file}',
        "Under the address when a page document, not the record, writes that page; {file} is the document's file.",
      ),
    }),
    /** On a phone the services come a page at a time. */
    pagination: paginationSchema,
    addService: addServiceSchema,
    editService: editServiceSchema,
    publishing: publishingSchema,
    history: historyWordsSchema,
    scheduling: scheduleWordsSchema,
    previews: previewWordsSchema,
    discarding: discardWordsSchema,
  },
});
