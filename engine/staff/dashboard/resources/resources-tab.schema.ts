import { closedObject } from '../../../schema/object-shapes';
import {
  countSchema,
  dateSchema,
  optionalWords,
  tabSchema,
  text,
  textWithDefault,
} from '../parts/parts.schema';

export const resourceTypes = ['document', 'video', 'template'] as const;

export const adminResourceSchema = closedObject({
  required: ['title', 'type', 'category', 'date'],
  properties: {
    title: text("The resource's title."),
    type: { type: 'string', enum: resourceTypes, description: 'document, video or template.' },
    category: text('Its subject, such as Security.'),
    date: { ...dateSchema, description: 'When it was published.' },
    downloads: {
      ...countSchema,
      description: 'How many times a document or template was downloaded.',
    },
    views: { ...countSchema, description: 'How many times a video was watched.' },
    size: { type: 'string', description: 'A file\'s size, such as "2.4 MB".' },
    duration: { type: 'string', description: 'A video\'s length, such as "18:24".' },
  },
});

const filterSchema = (description: string) =>
  closedObject({
    description,
    required: ['label'],
    properties: {
      label: text("The sub-tab's name."),
      empty: textWithDefault('Nothing here yet.', 'Shown when no resource of this kind exists.'),
    },
  });

export const resourcesTabSchema = tabSchema({
  description: 'The Resources tab: every resource, and one sub-tab per kind that filters them.',
  required: ['subTabs', 'resources'],
  properties: {
    subTabs: closedObject({
      description: 'The sub-tabs, each a filter.',
      required: ['all', 'documents', 'videos', 'templates'],
      properties: {
        all: filterSchema('Every resource.'),
        documents: filterSchema('Documents only.'),
        videos: filterSchema('Videos only.'),
        templates: filterSchema('Templates only.'),
      },
    }),
    resources: {
      type: 'array',
      items: adminResourceSchema,
      maxItems: 100,
      description: 'The resources, newest first.',
    },
    typeLabels: optionalWords('How each kind reads.', {
      document: textWithDefault('Document', 'A document.'),
      video: textWithDefault('Video', 'A video.'),
      template: textWithDefault('Template', 'A template.'),
    }),
    downloadsLabel: textWithDefault(
      '{count} downloads',
      "A document's downloads; {count} is a formatted number.",
    ),
    viewsLabel: textWithDefault('{count} views', "A video's views; {count} is a formatted number."),
  },
});
