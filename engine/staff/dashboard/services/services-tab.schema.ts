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
        discarded: noticeWithDefault(
          'The saved changes were thrown away.',
          'Changes Discarded',
          'The saved changes to {name} are gone; visitors and the dashboard show it as published.',
        ),
        discardedNew: noticeWithDefault(
          'A record never published was thrown away with its draft.',
          'Draft Removed',
          '{name} was never published, and is gone now; /services/{slug} is free again.',
        ),
        discardConflict: noticeWithDefault(
          'Someone changed the record after this dialog opened, so nothing was discarded; {by} is who and {at} when.',
          'Someone Else Changed This Service',
          '{by} changed {name} at {at}, after you opened it. Nothing was discarded: open the service again to see their changes.',
        ),
        discardFailed: noticeWithDefault(
          'The saved changes could not be thrown away.',
          'Not Discarded',
          'The saved changes to {name} could not be discarded. Please try again.',
        ),
      },
    }),
    discardLabel: textWithDefault(
      'Discard Saved Changes',
      'The button, shown when the record has saved changes, that throws them away after a confirmation.',
    ),
    discardConfirm: textWithDefault(
      'Throw away the changes saved to {name}? Visitors keep seeing the published page; the draft is gone for good.',
      'Asks before discarding the changes of a published record; {name} is the service.',
    ),
    discardNewConfirm: textWithDefault(
      '{name} was never published: discarding its draft removes it for good.',
      'Asks before discarding the draft of a record never published; {name} is the service.',
    ),
    discardYes: textWithDefault('Yes, Discard', 'Confirms the discard.'),
    discardKeep: textWithDefault('Keep Them', 'Keeps the saved changes.'),
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
      description: 'What the toast says after publishing; {name} is the service, {slug} its slug.',
      properties: {
        published: noticeWithDefault(
          'The changes are live.',
          'Published',
          '{name} is live at /services/{slug}.',
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

const previewsSchema = optionalWords(
  "A record's Preview Links dialog: links that show its saved changes to people without an account, until they expire or are revoked.",
  {
    buttonLabel: textWithDefault(
      'Preview Link',
      'The word on the button of a service with saved changes that opens it.',
    ),
    buttonName: textWithDefault(
      'Preview links of {name}',
      "The button's name for screen readers and voice control, and the dialog's heading; {name} is the service's name.",
    ),
    intro: textWithDefault(
      'A preview link shows the saved changes, as last saved, to anyone who has it, without signing in. Visitors keep seeing the published page. Search engines never list it.',
      'What a preview link is, at the top of the dialog.',
    ),
    daysLabel: textWithDefault('Works for', 'Labels the choice of how long a new link works.'),
    oneDay: textWithDefault('1 day', 'A new link works for one day.'),
    sevenDays: textWithDefault('7 days', 'A new link works for a week (the first choice).'),
    thirtyDays: textWithDefault('30 days', 'A new link works for 30 days.'),
    createLabel: textWithDefault('Create Link', 'The button that makes a new link.'),
    made: textWithDefault(
      'Copy the link now: it is shown only this once.',
      'Over a new link and its Copy buttons.',
    ),
    linkLabel: textWithDefault(
      'Preview link ({language})',
      'Labels a new link; {language} is the language of the page it opens.',
    ),
    copyLabel: textWithDefault('Copy', 'The button that copies a new link.'),
    copyName: textWithDefault(
      'Copy the preview link ({language})',
      "The Copy button's name for screen readers; {language} is the page's language.",
    ),
    copied: textWithDefault('Copied', 'Said once a link is copied.'),
    listHeading: textWithDefault('Links made', 'Heads the list of links made for the record.'),
    loading: textWithDefault('Loading the links…', 'Shown while the links load.'),
    loadFailed: textWithDefault(
      'The links could not be loaded. Close this and try again.',
      'Shown when loading failed.',
    ),
    empty: textWithDefault('No links made yet.', 'Shown when the record has no links.'),
    madeBy: textWithDefault(
      'Made by {by} on {when}',
      'Who made a link and when; {by} and {when} are filled in.',
    ),
    working: textWithDefault('Works until {when}', 'A link that works; {when} is when it stops.'),
    expired: textWithDefault(
      'Expired on {when}',
      'A link that no longer works; {when} is when it stopped.',
    ),
    revoked: textWithDefault(
      'Revoked by {by} on {when}',
      'A link staff stopped; {by} and {when} are filled in.',
    ),
    expiredChip: textWithDefault('Expired', 'Marks a link that no longer works.'),
    revokedChip: textWithDefault('Revoked', 'Marks a link staff stopped.'),
    revokeLabel: textWithDefault('Revoke', 'The button that stops a working link at once.'),
    revokeName: textWithDefault(
      'Revoke the link made on {when}',
      "The Revoke button's name for screen readers; {when} is when the link was made.",
    ),
    closeLabel: textWithDefault('Close', 'The button that closes the dialog.'),
    notices: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description:
        'What the dialog says, in itself (it stays open, and a toast would cover its buttons); {name} is filled in.',
      properties: {
        revoked: noticeWithDefault(
          'A link was revoked.',
          'Preview Link Revoked',
          'The link to the changes to {name} no longer opens.',
        ),
        nothingToPreview: noticeWithDefault(
          'The record has no saved changes any more (published or discarded meanwhile).',
          'No Link Made',
          '{name} has no saved changes to show: they may have been published meanwhile.',
        ),
        failed: noticeWithDefault(
          'Making or revoking a link failed.',
          'Not Done',
          'The preview link of {name} could not be changed. Please try again.',
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
    previews: previewsSchema,
  },
});
