import { formMessagesSchema } from '../../../schema/form-messages.schema';
import { iconSchema } from '../../../schema/icon-names';
import { closedObject } from '../../../schema/object-shapes';
import { nonEmptyText as text } from '../../../schema/text.schema';

/** Text that must not be empty, with what it is for: the tabs' words take it from here. */
export { text };

/** Optional text with the wording used when it is left out. */
export const textWithDefault = (value: string, description: string) =>
  ({ type: 'string', default: value, description }) as const;

/**
 * A group of words that may each be left out (most have a default), so the whole group may
 * be left out too: it is then `{}`, and every word its default.
 */
export const optionalWords = <const P>(description: string, properties: P) =>
  ({ type: 'object', default: {}, additionalProperties: false, description, properties }) as const;

/**
 * The words of a dashboard dialog that saves what is typed into it: the button that opens
 * it, its heading, a sentence under it and its two buttons (`submit` says what the submit
 * button does), followed by its own properties: its fields, messages and toasts.
 */
export function formDialogSchema<
  const P extends Record<string, unknown>,
  const R extends readonly (keyof P & string)[],
>(dialog: { description: string; submit: string; required: R; properties: P }) {
  const { description, submit, required, properties } = dialog;
  return closedObject({
    description,
    required: ['buttonLabel', 'title', 'submitLabel', 'cancelLabel', ...required],
    properties: {
      buttonLabel: text('The button that opens the dialog.'),
      title: text("The dialog's heading."),
      description: { type: 'string', description: 'A sentence under the heading.' },
      submitLabel: text(submit),
      cancelLabel: text('The button that closes the dialog without saving.'),
      ...properties,
    },
  });
}

/** The words of one field of an admin dialog: its label and a hint under it. */
export const dialogFieldSchema = (description: string) =>
  closedObject({
    description,
    required: ['label'],
    properties: {
      label: text('The label on the field.'),
      helperText: { type: 'string', description: 'A hint under the field.' },
    },
  });

/** The site's form messages an admin dialog (text fields only) may word for itself. */
export const dialogMessageProperties = {
  required: formMessagesSchema.properties.required,
  tooLong: formMessagesSchema.properties.tooLong,
} as const;

/** A toast: a bold title and a line of text. */
export const noticeSchema = closedObject({
  required: ['title', 'text'],
  properties: {
    title: text('The bold first line.'),
    text: text('The line under it.'),
  },
});

/** A toast with what it says and when. */
export const notice = (description: string) => ({ ...noticeSchema, description }) as const;

/** A toast that may be left out, then saying `title` and `text`. */
export const noticeWithDefault = (description: string, title: string, text: string) =>
  ({ ...notice(description), default: { title, text } }) as const;

/** A calendar date such as 2024-11-18 (quoted in YAML). */
export const dateSchema = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'A date written year-month-day in quotes, such as "2024-11-18".',
} as const;

export const countSchema = { type: 'integer', minimum: 0 } as const;

/** Headline figures shown as a row of cards. */
export const statListSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 4,
  description: 'Headline figures shown as a row of cards, at most four.',
  items: closedObject({
    required: ['label', 'value'],
    properties: {
      label: text('What the figure measures.'),
      value: text('The figure, such as 2,847.'),
      detail: {
        type: 'string',
        description: 'A short note under the figure, such as "+8.2% vs last month".',
      },
      icon: { ...iconSchema, description: 'An icon on the card.' },
    },
  }),
} as const;

/** A sub-tab: its label, and the message it shows when it has nothing yet. */
export const subTabSchema = closedObject({
  required: ['label'],
  properties: {
    label: text("The sub-tab's name."),
    comingSoon: textWithDefault(
      'Coming soon.',
      'Shown in the sub-tab while it has nothing to show.',
    ),
  },
});

const subTab = (description: string) => ({ ...subTabSchema, description }) as const;

/** A tab's row of sub-tabs, every one required: what each holds, by its key. */
export function subTabsSchema<const K extends string>(holds: Record<K, string>) {
  const keys = Object.keys(holds) as K[];
  return closedObject({
    description: 'The sub-tabs of the tab.',
    required: keys,
    properties: Object.fromEntries(keys.map((key) => [key, subTab(holds[key])])) as Record<
      K,
      ReturnType<typeof subTab>
    >,
  });
}

/** A search box over a list, with the message for a search that finds nothing. */
export const searchSchema = closedObject({
  description: 'The search box over the list.',
  required: ['label', 'noMatches'],
  properties: {
    label: text('The label of the search box.'),
    placeholder: { type: 'string', description: 'Sample text in the empty search box.' },
    noMatches: text('Shown when a search finds nothing.'),
  },
});

/** A heading shown above a tab's content, and the tab's own name. */
export const tabHeadingProperties = {
  label: text('The name on the tab.'),
  heading: { type: 'string', description: "The heading above the tab's content." },
} as const;

/**
 * The words of a dashboard tab: a closed object whose properties start with the tab's name
 * (`label`, required) and heading, followed by the tab's own.
 */
export function tabSchema<
  const P extends Record<string, unknown>,
  const R extends readonly (keyof P & string)[],
>(tab: { description: string; required: R; properties: P }) {
  const { description, required, properties } = tab;
  return closedObject({
    description,
    required: ['label', ...required],
    properties: { ...tabHeadingProperties, ...properties },
  });
}

/** The labels of a paged list's controls. */
export const paginationSchema = optionalWords('The page controls under the list.', {
  pageOf: textWithDefault(
    'Page {page} of {pages}',
    'Where you are; {page} and {pages} are numbers.',
  ),
  previous: textWithDefault('Previous page', 'Names the previous-page button.'),
  next: textWithDefault('Next page', 'Names the next-page button.'),
  first: textWithDefault('First page', 'Names the first-page button.'),
  last: textWithDefault('Last page', 'Names the last-page button.'),
});
