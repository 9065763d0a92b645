import { sectionBlockSchema } from '../../engine/schema/block-base';

export const logoStripSchema = sectionBlockSchema({
  type: 'logo-strip',
  name: 'a logo strip',
  tone: 'light',
  title: 'Logo strip',
  description:
    'A row of vendor and partner logos (one image per brand from public/logos/, written by `npm run images`), or of standards set as chips. With loop the row scrolls sideways without end, and stands still for visitors who ask for less motion.',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 24,
      uniqueItems: true,
      items: { type: 'string', minLength: 1 },
      description: 'The names, each once.',
    },
    look: {
      type: 'string',
      enum: ['wordmarks', 'chips'],
      default: 'wordmarks',
      description:
        'wordmarks for brands, shown as their logos; chips for short codes such as standards.',
    },
    loop: {
      type: 'boolean',
      default: false,
      description: 'When true, the row scrolls sideways without end.',
    },
    label: {
      type: 'string',
      description: 'Names the list for screen readers when there is no heading.',
    },
  },
  examples: [
    {
      type: 'logo-strip',
      heading: 'Technology partners we work with',
      items: ['Microsoft', 'Cisco', 'Fortinet', 'Dell'],
      loop: true,
    },
  ],
});
