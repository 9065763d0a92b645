import {
  dateSchema,
  statListSchema,
  subTab,
  tabHeadingProperties,
  text,
  textWithDefault,
} from '../parts/parts.schema';

const cellSchema = { type: ['string', 'number'] } as const;

export const reportSchema = {
  type: 'object',
  required: ['name', 'type', 'period', 'status'],
  additionalProperties: false,
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
    data: {
      type: 'object',
      description: 'The table the downloaded CSV holds; a Ready report needs it.',
      required: ['columns', 'rows'],
      additionalProperties: false,
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
    },
  },
  if: { properties: { status: { const: 'Ready' } } },
  then: { required: ['data'] },
} as const;

export const reportsTabSchema = {
  type: 'object',
  description:
    'The Reports tab: figures and the report list on the overview, other sub-tabs to come.',
  required: ['label', 'stats', 'subTabs', 'reports'],
  additionalProperties: false,
  properties: {
    ...tabHeadingProperties,
    stats: statListSchema,
    subTabs: {
      type: 'object',
      description: 'The sub-tabs of the tab.',
      required: ['overview', 'website', 'marketing', 'business'],
      additionalProperties: false,
      properties: {
        overview: subTab('The figures and the report list.'),
        website: subTab('Website reports.'),
        marketing: subTab('Marketing reports.'),
        business: subTab('Business reports.'),
      },
    },
    listHeading: textWithDefault('Reports', 'The heading over the report list.'),
    reports: {
      type: 'array',
      items: reportSchema,
      maxItems: 50,
      description: 'The reports, newest first.',
    },
    statusLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description: 'How each status reads.',
      properties: {
        Ready: textWithDefault('Ready', 'The report can be downloaded.'),
        Generating: textWithDefault('Generating', 'The report is being made.'),
      },
    },
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
} as const;
