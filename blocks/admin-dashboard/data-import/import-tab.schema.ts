import { noticeSchema } from '../parts/parts.schema';

const text = { type: 'string', minLength: 1 } as const;

/**
 * The Data Import tab: load the seeded sample services, or upload a YAML file of services.
 * The upload's toasts and issue texts are the import's own (engine/data/import/messages.ts).
 */
export const importTabSchema = {
  type: 'object',
  required: ['label', 'sample', 'upload'],
  additionalProperties: false,
  properties: {
    label: text,
    heading: { type: 'string' },
    sample: {
      type: 'object',
      required: ['title', 'text', 'buttonLabel', 'doneLabel', 'confirm', 'toasts'],
      additionalProperties: false,
      properties: {
        title: text,
        text,
        buttonLabel: text,
        busyLabel: { type: 'string', default: 'Importing…' },
        doneLabel: text,
        /**
         * The question asked when samples would overwrite existing services: `{count}` is how
         * many, `{slugs}` the first of their slugs; the `One` texts are for a single service.
         */
        confirm: {
          type: 'object',
          required: ['title', 'titleOne', 'text', 'textOne', 'confirmLabel', 'cancelLabel'],
          additionalProperties: false,
          properties: {
            title: text,
            titleOne: text,
            text,
            textOne: text,
            confirmLabel: text,
            cancelLabel: text,
          },
        },
        toasts: {
          type: 'object',
          required: ['done', 'failed'],
          additionalProperties: false,
          properties: { done: noticeSchema, failed: noticeSchema },
        },
      },
    },
    upload: {
      type: 'object',
      required: ['title', 'text', 'buttonLabel'],
      additionalProperties: false,
      properties: {
        title: text,
        text,
        buttonLabel: text,
        /** A short example of the accepted format, shown under the text. */
        example: { type: 'string' },
        idle: { type: 'string', default: 'No file imported yet.' },
        /** `{file}` is the file's name. */
        importing: { type: 'string', default: 'Importing {file}…' },
        done: { type: 'string', default: 'Last import: {file}' },
        errorsHeading: { type: 'string', default: 'Skipped' },
        warningsHeading: { type: 'string', default: 'Warnings' },
        /** `{line}` is the line an issue starts on. */
        lineLabel: { type: 'string', default: 'Line {line}' },
        /** After the first 100 issues of a list; `{count}` is how many are left out. */
        moreIssues: { type: 'string', default: 'And {count} more.' },
      },
    },
  },
} as const;
