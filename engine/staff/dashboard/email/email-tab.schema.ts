import { closedObject } from '../../../schema/object-shapes';
import {
  countSchema,
  dateSchema,
  optionalWords,
  statListSchema,
  subTabsSchema,
  tabSchema,
  text,
  textWithDefault,
} from '../parts/parts.schema';

export const campaignSchema = closedObject({
  required: ['name', 'status', 'opens', 'clicks', 'subscribers'],
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
});

export const emailTabSchema = tabSchema({
  description: 'The Email Marketing tab: four figures, and sub-tabs of which campaigns holds data.',
  required: ['stats', 'subTabs', 'campaigns'],
  properties: {
    stats: statListSchema,
    subTabs: subTabsSchema({
      campaigns: 'The list of campaigns.',
      subscribers: 'The subscribers.',
      templates: 'The email templates.',
      automation: 'Automated emails.',
    }),
    campaigns: {
      type: 'array',
      items: campaignSchema,
      maxItems: 50,
      description: 'The campaigns, newest first.',
    },
    statusLabels: optionalWords('How each status reads on a campaign.', {
      sent: textWithDefault('Sent', 'The sent status.'),
      scheduled: textWithDefault('Scheduled', 'The scheduled status.'),
      draft: textWithDefault('Draft', 'The draft status.'),
    }),
    dateLabels: optionalWords(
      "The date line of a campaign, by status; {date} is the campaign's date.",
      {
        sent: textWithDefault('Sent {date}', 'For a sent campaign.'),
        scheduled: textWithDefault('Scheduled for {date}', 'For a scheduled campaign.'),
        draft: textWithDefault('Not scheduled yet', 'For a draft.'),
      },
    ),
    metricLabels: optionalWords("The names of a campaign's figures.", {
      opens: textWithDefault('Opens', 'Names the opens.'),
      clicks: textWithDefault('Clicks', 'Names the clicks.'),
      subscribers: textWithDefault('Subscribers', 'Names the subscribers.'),
    }),
  },
});
