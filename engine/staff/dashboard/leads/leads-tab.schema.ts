import type { FromSchema } from 'json-schema-to-ts';
import { elementIdPattern } from '../../../schema/action.schema';
import {
  notice,
  noticeSchema,
  noticeWithDefault,
  paginationSchema,
  tabHeadingProperties,
  text,
} from '../parts/parts.schema';
import {
  leadNotificationWordsSchema,
  notificationsOffSchema,
  pausedDestinationsSchema,
  sourceLabelsSchema,
} from './lead-notifications.schema';

const optionalText = (value: string, description: string) =>
  ({ type: 'string', minLength: 1, default: value, description }) as const;

/** The words of the dialog that shows one lead and lets staff follow it up. */
export const leadDialogSchema = {
  type: 'object',
  default: {},
  additionalProperties: false,
  description: 'The dialog that shows one lead and lets staff follow it up.',
  properties: {
    title: optionalText(
      'Lead from {who}',
      "The dialog's heading; {who} is the visitor's name, or their email, or the anonymous word.",
    ),
    answersHeading: optionalText('Answers', "The heading over the visitor's answers."),
    followUpHeading: optionalText('Follow-up', 'The heading over the owner, status and note.'),
    ownerLabel: optionalText('Owner', 'The label of the field that names who follows the lead up.'),
    ownerHelper: optionalText(
      'The colleague who follows this lead up, told by email when the site has their address. Pick a name or type one; empty for nobody.',
      'The hint under the owner field.',
    ),
    timeline: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description:
        "The lead's timeline: when it came in, each change to its follow-up with who and when, and each notification sent.",
      properties: {
        heading: optionalText('Timeline', "The section's heading."),
        loading: optionalText('Loading the timeline…', 'Shown while it loads.'),
        failed: optionalText(
          'The timeline could not be loaded. Close the lead and open it again to retry.',
          'Shown when it could not be loaded.',
        ),
        received: optionalText(
          'Came in from {page}',
          'The first entry; {page} is the page the form was sent from.',
        ),
        statusChanged: optionalText(
          '{person} moved it from {from} to {to}',
          'A status change; {person} made it, {from} and {to} are status names.',
        ),
        assigned: optionalText(
          '{person} gave it to {to}',
          'A new owner; {person} made the change, {to} is the owner.',
        ),
        unassigned: optionalText(
          '{person} took it from {from}; nobody owns it now',
          'The owner removed; {from} owned it.',
        ),
        note: optionalText(
          '{person} wrote the note:',
          'A note saved; the note follows, as it was saved.',
        ),
        noteCleared: optionalText('{person} cleared the note', 'The note emptied.'),
        sent: optionalText(
          '{delivery}: sent',
          'A notification sent; {delivery} names it, as in the notifications list.',
        ),
        someone: optionalText(
          'Someone',
          'Stands for {person} when a change names nobody (made before names were kept).',
        ),
      },
    },
    noteLabel: optionalText('Staff note', 'The label of the note field.'),
    noteHelper: optionalText(
      'Only staff see this note. {count} of {max} characters.',
      'The hint under the note; {count} characters typed of {max}.',
    ),
    saveLabel: optionalText('Save', 'The button that saves the follow-up.'),
    closeLabel: optionalText('Close', 'The button that closes the dialog.'),
    yes: optionalText('Yes', 'A ticked checkbox answer.'),
    no: optionalText('No', 'An unticked checkbox answer.'),
    noAnswer: optionalText('Not answered', 'Shown for a question the visitor left empty.'),
    consentVersion: optionalText(
      '(wording version {version})',
      "After a consent box's answer; {version} names the exact wording the visitor saw. The CSV file uses it too.",
    ),
  },
} as const;

/** The words of a lead's "Their data" section: export and erasure at the person's request. */
export const personRightsSchema = {
  type: 'object',
  default: {},
  additionalProperties: false,
  description:
    "A lead's section for the person's rights: download everything stored about their email address, or erase it.",
  properties: {
    heading: optionalText('Their data', "The section's heading."),
    intro: optionalText(
      'Everything the site stores about {email}: download it for them, or erase it when they ask.',
      'The sentence under the heading; {email} is the address.',
    ),
    downloadLabel: optionalText('Download Their Data', 'The button that downloads it as JSON.'),
    fileName: {
      type: 'string',
      pattern: '^[A-Za-z0-9{}._-]+\\.json$',
      default: 'data-{date}.json',
      description: "The downloaded file's name; {date} is today in Dubai, YYYY-MM-DD.",
    },
    downloadFailed: {
      ...noticeSchema,
      default: {
        title: 'Download Failed',
        text: 'The data of {email} could not be read. Nothing was downloaded; please try again.',
      },
      description: 'The toast when the download failed; {email} is filled in.',
    },
    eraseLabel: optionalText('Erase Their Data…', 'The button that asks before erasing.'),
    eraseConfirm: optionalText(
      'Erase every lead sent with {email}, and the notifications about them? This cannot be undone, and a restore of an older backup leaves them out too.',
      'The question before erasing; {email} is filled in.',
    ),
    eraseYes: optionalText('Erase for Good', 'The button that erases.'),
    eraseKeep: optionalText('Keep', 'The button that keeps the data.'),
    erased: {
      ...noticeSchema,
      default: {
        title: 'Data Erased',
        text: 'Nothing is stored about {email} any more (leads erased: {leads}).',
      },
      description: 'The toast after erasing; {email} and {leads} (a number) are filled in.',
    },
    eraseFailed: {
      ...noticeSchema,
      default: {
        title: 'Nothing Was Erased',
        text: 'The data of {email} could not be erased. Please try again.',
      },
      description: 'The toast and message when erasing failed; {email} is filled in.',
    },
  },
} as const;

export const leadsTabSchema = {
  type: 'object',
  description:
    'The Leads tab: every form visitors have sent, newest first, filtered by form and status, a page at a time, each lead opening in a dialog to follow it up; and a CSV download.',
  required: ['label', 'loading', 'empty', 'toasts'],
  additionalProperties: false,
  properties: {
    ...tabHeadingProperties,
    loading: text('Shown while the leads load.'),
    empty: text('Shown when no visitor has sent a form yet.'),
    noMatches: optionalText(
      'No leads match these filters.',
      'Shown when the filters match no lead.',
    ),
    clearFiltersLabel: optionalText('Clear filters', 'The button that clears the filters.'),
    loadFailed: optionalText('The leads could not be loaded.', 'Shown when loading failed.'),
    retryLabel: optionalText('Try Again', 'The button that loads again.'),
    resultCount: optionalText(
      'Showing {from}–{to} of {total} leads',
      'The count over the list; {from}, {to} and {total} are numbers.',
    ),
    formLabels: {
      type: 'object',
      default: {},
      additionalProperties: text('The readable name of the form.'),
      // The same names as a form's `name`: a key that could never match one is a typo.
      propertyNames: { pattern: elementIdPattern },
      description:
        'Readable names of the forms, by their name in the page documents, such as contact: Contact page.',
    },
    filters: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description: 'The filters over the list.',
      properties: {
        label: optionalText('Filter leads', 'Names the group of filters for screen readers.'),
        formLabel: optionalText('Form', 'The label of the form filter.'),
        allForms: optionalText('All forms', 'The choice that shows every form.'),
        statusLabel: optionalText('Status', 'The label of the status filter.'),
        allStatuses: optionalText('All', 'The choice that shows every status.'),
        ownerLabel: optionalText('Owner', 'The label of the owner filter.'),
        allOwners: optionalText('Everyone', 'The choice that shows every owner.'),
        noOwner: optionalText('Nobody yet', 'The choice that shows the leads nobody owns.'),
        option: optionalText(
          '{label} ({count})',
          "A choice of the form filter; {label} is a form's name or All forms, {count} its number of leads.",
        ),
      },
    },
    columns: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description: 'The column headings of the table, which the CSV file and the cards use too.',
      properties: {
        received: optionalText('Received', 'When the lead came in.'),
        form: optionalText('Form', 'Which form it came from.'),
        page: optionalText('Page', 'The page it was sent from.'),
        locale: optionalText('Language', 'The language of that page (en, ar).'),
        name: optionalText('Name', "The visitor's name."),
        email: optionalText('Email', "The visitor's email address."),
        status: optionalText('Status', 'Where the follow-up stands.'),
        owner: optionalText('Owner', 'Who follows it up.'),
        note: optionalText('Note', 'The staff note.'),
      },
    },
    statusLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description: 'How each status reads.',
      properties: {
        new: optionalText('New', 'Not followed up yet.'),
        contacted: optionalText('Contacted', 'The visitor has been contacted.'),
        qualified: optionalText('Qualified', 'Worth an offer: they need what the company sells.'),
        won: optionalText('Won', 'They bought.'),
        lost: optionalText('Lost', 'They went elsewhere, or chose not to buy.'),
        closed: optionalText('Closed', 'Nothing more to do.'),
        spam: optionalText('Spam', 'Kept apart: sent by a machine, never notified.'),
      },
    },
    anonymous: optionalText(
      'Visitor',
      'Stands for a visitor whose form asks for no name and no email.',
    ),
    openLabel: optionalText(
      'Open the lead from {who}, received {received}',
      'Names the button that opens a lead; {who} and {received} are filled in.',
    ),
    rowStatusLabel: optionalText(
      'Status of the lead from {who}',
      'Names the status select of a row; {who} is filled in.',
    ),
    newTabHint: optionalText(
      '(opens in a new tab)',
      'Read after the link to the page a lead was sent from.',
    ),
    pagination: paginationSchema,
    download: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description: 'The CSV download of every lead.',
      properties: {
        label: optionalText('Download CSV', 'The download button.'),
        preparing: optionalText('Preparing…', 'The button while the file is made.'),
        fileName: {
          type: 'string',
          pattern: '^[A-Za-z0-9{}._-]+\\.csv$',
          default: 'leads-{date}.csv',
          description: "The file's name; {date} is today in Dubai, YYYY-MM-DD.",
        },
        failed: {
          ...noticeSchema,
          default: {
            title: 'Download Failed',
            text: 'The leads could not be downloaded. Please try again.',
          },
          description: 'The toast when the download failed.',
        },
      },
    },
    dialog: leadDialogSchema,
    person: personRightsSchema,
    sourceLabels: sourceLabelsSchema,
    notifications: leadNotificationWordsSchema,
    notificationsOff: notificationsOffSchema,
    pausedDestinations: pausedDestinationsSchema,
    toasts: {
      type: 'object',
      description: 'What the toasts say after a change.',
      required: ['saved', 'saveFailed', 'statusChanged', 'statusFailed'],
      additionalProperties: false,
      properties: {
        saved: notice('The follow-up was saved; {who} is filled in.'),
        saveFailed: notice('The follow-up could not be saved.'),
        statusChanged: notice('A status changed; {who} and {status} are filled in.'),
        statusFailed: notice('A status could not be changed.'),
        gone: noticeWithDefault(
          'A change to a lead that no longer exists (erased, or deleted past its retention, meanwhile); {who} is filled in.',
          'Lead No Longer Here',
          'The lead from {who} was erased or deleted meanwhile, so there was nothing to save. The list shows the leads that are left.',
        ),
      },
    },
  },
} as const;

export type LeadsTabConfig = FromSchema<typeof leadsTabSchema>;
