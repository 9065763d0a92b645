import { closedObject } from '../../../schema/object-shapes';
import {
  dateSchema,
  optionalWords,
  statListSchema,
  subTabsSchema,
  tabSchema,
  text,
  textWithDefault,
} from '../parts/parts.schema';

const cellSchema = { type: ['string', 'number'] } as const;

const reportFields = closedObject({
  required: ['name', 'type', 'period', 'status'],
  properties: {
    name: text("The report's name."),
    type: text('What kind of report it is, such as Traffic.'),
    period: text('The time it covers, such as "November 2024".'),
    status: {
      type: 'string',
      enum: ['Ready', 'Generating'],
      description: 'Ready to download, or still Generating.',
    },
    generated: { ...dateSchema, description: 'When it was generated.' },
    data: closedObject({
      description: 'The table the downloaded CSV holds; a Ready report needs it.',
      required: ['columns', 'rows'],
      properties: {
        columns: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          minItems: 1,
          maxItems: 20,
          description: 'The column headings.',
        },
        rows: {
          type: 'array',
          maxItems: 500,
          items: { type: 'array', items: cellSchema, minItems: 1, maxItems: 20 },
          description: 'The rows, each a list of texts and numbers.',
        },
      },
    }),
  },
});

export const reportSchema = {
  ...reportFields,
  if: { properties: { status: { const: 'Ready' } } },
  then: { required: ['data'] },
} as const;

export const reportsTabSchema = tabSchema({
  description:
    'The Reports tab: figures and the report list on the overview, other sub-tabs to come.',
  required: ['stats', 'subTabs', 'reports'],
  properties: {
    stats: statListSchema,
    subTabs: subTabsSchema({
      overview: 'The figures and the report list.',
      website: 'Website reports.',
      marketing: 'Marketing reports.',
      business: 'Business reports.',
    }),
    listHeading: textWithDefault('Reports', 'The heading over the report list.'),
    reports: {
      type: 'array',
      items: reportSchema,
      maxItems: 50,
      description: 'The reports, newest first.',
    },
    statusLabels: optionalWords('How each status reads.', {
      Ready: textWithDefault('Ready', 'The report can be downloaded.'),
      Generating: textWithDefault('Generating', 'The report is being made.'),
    }),
    downloadLabel: textWithDefault('Download', 'The button that downloads a report.'),
    generatingLabel: textWithDefault('Generating…', 'The button of a report still being made.'),
    generatingHint: textWithDefault(
      'Being generated; the download opens when it is ready.',
      'Explains why that button cannot be pressed yet.',
    ),
    generatedLabel: textWithDefault(
      'Generated {date}',
      'When a report was made; {date} is filled in.',
    ),
  },
});
