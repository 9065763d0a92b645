import type { FromSchema } from 'json-schema-to-ts';
import { closedObject } from '../../../schema/object-shapes';
import { notice, tabSchema, text, textWithDefault } from '../parts/parts.schema';

/**
 * The upload's toasts and issue texts are the import's own (engine/services/import/messages.ts).
 */
export const importTabSchema = tabSchema({
  description: 'The Data Import tab: load the sample services, or upload a YAML file of services.',
  required: ['sample', 'upload'],
  properties: {
    sample: closedObject({
      description: 'The card that loads the sample services.',
      required: ['title', 'text', 'buttonLabel', 'doneLabel', 'confirm', 'toasts'],
      properties: {
        title: text("The card's heading."),
        text: text('What loading the samples does.'),
        buttonLabel: text('The button that loads them.'),
        busyLabel: textWithDefault('Importing…', 'The button while it works.'),
        doneLabel: text('The button once the samples are loaded.'),
        confirm: closedObject({
          description:
            'The question asked when the samples would replace existing services: {count} is how many, {slugs} the first of their slugs; the One texts are for a single service.',
          required: ['title', 'titleOne', 'text', 'textOne', 'confirmLabel', 'cancelLabel'],
          properties: {
            title: text('The heading when several services would be replaced.'),
            titleOne: text('The heading when one service would be replaced.'),
            text: text('What happens to the services, when several would be replaced.'),
            textOne: text('What happens to the service, when one would be replaced.'),
            confirmLabel: text('The button that replaces them.'),
            cancelLabel: text('The button that leaves them as they are.'),
          },
        }),
        toasts: closedObject({
          description: 'What the toast says afterwards.',
          required: ['done', 'failed'],
          properties: {
            done: notice('Shown when the samples are loaded.'),
            failed: notice('Shown when they could not be loaded.'),
          },
        }),
      },
    }),
    upload: closedObject({
      description: 'The card that uploads a YAML file of services.',
      required: ['title', 'text', 'buttonLabel'],
      properties: {
        title: text("The card's heading."),
        text: text('What the file should hold.'),
        buttonLabel: text('The button that picks a file.'),
        example: {
          type: 'string',
          description: 'A short example of the accepted format, shown under the text.',
        },
        idle: textWithDefault('No file imported yet.', 'Shown before any file is picked.'),
        importing: textWithDefault(
          'Importing {file}…',
          "Shown while importing; {file} is the file's name.",
        ),
        done: textWithDefault(
          'Last import: {file}',
          "Shown after an import; {file} is the file's name.",
        ),
        errorsHeading: textWithDefault(
          'Skipped',
          'The heading of the entries that were not imported.',
        ),
        warningsHeading: textWithDefault('Warnings', 'The heading of the warnings.'),
        lineLabel: textWithDefault(
          'Line {line}',
          'Where an issue is; {line} is the line it starts on.',
        ),
        moreIssues: textWithDefault(
          'And {count} more.',
          'After the first 100 issues of a list; {count} is how many are left out.',
        ),
      },
    }),
  },
});

export type ImportTabConfig = FromSchema<typeof importTabSchema>;
