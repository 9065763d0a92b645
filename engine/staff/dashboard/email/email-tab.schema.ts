import {
  countSchema,
  dateSchema,
  statListSchema,
  subTab,
  tabHeadingProperties,
  text,
  textWithDefault,
} from '../parts/parts.schema';

export const campaignSchema = {
  type: 'object',
  required: ['name', 'status', 'opens', 'clicks', 'subscribers'],
  additionalProperties: false,
  properties: {
    name: text("The campaign's name."),
    status: {
      type: 'string',
      enum: ['sent', 'scheduled', 'draft'],
      description: 'sent, scheduled or draft.',
    },
    date: {
      ...dateSchema,
      description: 'When it was sent, or is scheduled to be sent; a draft has none.',
    },
    opens: { ...countSchema, description: 'How many times it was opened.' },
    clicks: { ...countSchema, description: 'How many links in it were followed.' },
    subscribers: { ...countSchema, description: 'How many people it went to.' },
  },
} as const;

export const emailTabSchema = {
  type: 'object',
  description: 'The Email Marketing tab: four figures, and sub-tabs of which campaigns holds data.',
  required: ['label', 'stats', 'subTabs', 'campaigns'],
  additionalProperties: false,
  properties: {
    ...tabHeadingProperties,
    stats: statListSchema,
    subTabs: {
      type: 'object',
      description: 'The sub-tabs of the tab.',
      required: ['campaigns', 'subscribers', 'templates', 'automation'],
      additionalProperties: false,
      properties: {
        campaigns: subTab('The list of campaigns.'),
        subscribers: subTab('The subscribers.'),
        templates: subTab('The email templates.'),
        automation: subTab('Automated emails.'),
      },
    },
    campaigns: {
      type: 'array',
      items: campaignSchema,
      maxItems: 50,
      description: 'The campaigns, newest first.',
    },
    statusLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description: 'How each status reads on a campaign.',
      properties: {
        sent: textWithDefault('Sent', 'The sent status.'),
        scheduled: textWithDefault('Scheduled', 'The scheduled status.'),
        draft: textWithDefault('Draft', 'The draft status.'),
      },
    },
    dateLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description: "The date line of a campaign, by status; {date} is the campaign's date.",
      properties: {
        sent: textWithDefault('Sent {date}', 'For a sent campaign.'),
        scheduled: textWithDefault('Scheduled for {date}', 'For a scheduled campaign.'),
        draft: textWithDefault('Not scheduled yet', 'For a draft.'),
      },
    },
    metricLabels: {
      type: 'object',
      default: {},
      additionalProperties: false,
      description: "The names of a campaign's figures.",
      properties: {
        opens: textWithDefault('Opens', 'Names the opens.'),
        clicks: textWithDefault('Clicks', 'Names the clicks.'),
        subscribers: textWithDefault('Subscribers', 'Names the subscribers.'),
      },
    },
  },
} as const;
