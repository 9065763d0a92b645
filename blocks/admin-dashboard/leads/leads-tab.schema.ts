import type { FromSchema } from 'json-schema-to-ts';
import { elementIdPattern } from '../../../engine/schema/action.schema';
import { noticeSchema, paginationSchema } from '../parts/parts.schema';

const text = { type: 'string', minLength: 1 } as const;
const optionalText = (value: string) => ({ type: 'string', minLength: 1, default: value }) as const;

/** The words of the dialog that shows one lead and lets staff follow it up. */
export const leadDialogSchema = {
  type: 'object',
  default: {},
  additionalProperties: false,
  properties: {
    /** `{who}` is the visitor's name, or their email, or `anonymous`. */
    title: optionalText('Lead from {who}'),
    answersHeading: optionalText('Answers'),
    followUpHeading: optionalText('Follow-up'),
    noteLabel: optionalText('Staff note'),
    /** `{count}` characters typed of `{max}`. */
    noteHelper: optionalText('Only staff see this note. {count} of {max} characters.'),
    saveLabel: optionalText('Save'),
    closeLabel: optionalText('Close'),
    yes: optionalText('Yes'),
    no: optionalText('No'),
    /** Shown for a question the visitor left empty. */
    noAnswer: optionalText('Not answered'),
  },
} as const;

/**
 * The Leads tab: every form visitors have sent, newest first, filtered by form and status,
 * a page at a time, each lead opening in a dialog to follow it up; and a CSV download.
 */
export const leadsTabSchema = {
  type: 'object',
  required: ['label', 'loading', 'empty', 'toasts'],
  additionalProperties: false,
  properties: {
    label: text,
    heading: { type: 'string' },
    loading: text,
    /** Shown when no visitor has sent a form yet. */
    empty: text,
    noMatches: optionalText('No leads match these filters.'),
    clearFiltersLabel: optionalText('Clear filters'),
    loadFailed: optionalText('The leads could not be loaded.'),
    retryLabel: optionalText('Try Again'),
    /** `{from}`, `{to}` and `{total}` are counts. */
    resultCount: optionalText('Showing {from}–{to} of {total} leads'),
    /** Readable names of the forms, by their `name` in the page documents. */
    formLabels: {
      type: 'object',
      default: {},
      additionalProperties: text,
      // The same names as a form's `name`: a key that could never match one is a typo.
      propertyNames: { pattern: elementIdPattern },
    },
    filters: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: {
        /** Names the group of filters for screen readers. */
        label: optionalText('Filter leads'),
        formLabel: optionalText('Form'),
        allForms: optionalText('All forms'),
        statusLabel: optionalText('Status'),
        allStatuses: optionalText('All'),
        /** `{label}` is a form's or "All forms", `{count}` its number of leads. */
        option: optionalText('{label} ({count})'),
      },
    },
    /** The column headings of the table, which the CSV file and the cards use too. */
    columns: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: {
        received: optionalText('Received'),
        form: optionalText('Form'),
        page: optionalText('Page'),
        name: optionalText('Name'),
        email: optionalText('Email'),
        status: optionalText('Status'),
        note: optionalText('Note'),
      },
    },
    statusLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: {
        new: optionalText('New'),
        contacted: optionalText('Contacted'),
        closed: optionalText('Closed'),
      },
    },
    /** Shown for a lead whose form asks for no name and no email. */
    anonymous: optionalText('Visitor'),
    /** The button that opens a lead; `{who}` and `{received}` are filled in. */
    openLabel: optionalText('Open the lead from {who}, received {received}'),
    /** The status select of a row; `{who}` is filled in. */
    rowStatusLabel: optionalText('Status of the lead from {who}'),
    /** Read after the link to the page a lead was sent from. */
    newTabHint: optionalText('(opens in a new tab)'),
    pagination: paginationSchema,
    download: {
      type: 'object',
      default: {},
      additionalProperties: false,
      properties: {
        label: optionalText('Download CSV'),
        preparing: optionalText('Preparing…'),
        /** `{date}` is today in Dubai, YYYY-MM-DD. */
        fileName: {
          type: 'string',
          pattern: '^[A-Za-z0-9{}._-]+\\.csv$',
          default: 'leads-{date}.csv',
        },
        failed: {
          ...noticeSchema,
          default: {
            title: 'Download Failed',
            text: 'The leads could not be downloaded. Please try again.',
          },
        },
      },
    },
    dialog: leadDialogSchema,
    toasts: {
      type: 'object',
      required: ['saved', 'saveFailed', 'statusChanged', 'statusFailed'],
      additionalProperties: false,
      properties: {
        /** `{who}` is filled in. */
        saved: noticeSchema,
        saveFailed: noticeSchema,
        /** `{who}` and `{status}` are filled in. */
        statusChanged: noticeSchema,
        statusFailed: noticeSchema,
      },
    },
  },
} as const;

export type LeadsTabConfig = FromSchema<typeof leadsTabSchema>;
