import { actionSchema } from '../../engine/schema/action.schema';
import { sectionBlockSchema } from '../../engine/schema/block-base';
import { iconSchema } from '../../engine/schema/icon-names';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const resourceListSchema = sectionBlockSchema({
  type: 'resource-list',
  name: 'a resource list',
  tone: 'light',
  title: 'Resource list',
  description:
    'A library of guides, reports and templates, one card each; a featured one spans the whole row.',
  required: ['resources'],
  properties: {
    resources: listOf(
      closedObject({
        required: ['title', 'type', 'description', 'action'],
        properties: {
          title: nonEmptyText("The resource's title."),
          type: nonEmptyText('The kind of resource, such as "White paper" or "Template".'),
          readTime: {
            type: 'string',
            description: 'Time to read, such as "15 min"; shown as "15 min read".',
          },
          description: nonEmptyText('What the reader will learn.'),
          featured: {
            type: 'boolean',
            default: false,
            description: 'When true, the card spans the whole row.',
          },
          icon: { ...iconSchema, default: 'book', description: 'The icon of the card.' },
          action: { ...actionSchema, description: 'The button to read or download it.' },
        },
      }),
      { minItems: 1, maxItems: 24, description: 'The resources, in the order shown.' },
    ),
  },
  examples: [
    {
      type: 'resource-list',
      heading: 'Guides and Templates',
      resources: [
        {
          title: 'Backup Checklist',
          type: 'Template',
          description: 'Twelve checks that tell you whether a restore will work.',
          icon: 'download',
          action: { label: 'Download', href: 'https://example.com/backup-checklist.pdf' },
        },
      ],
    },
  ],
});
