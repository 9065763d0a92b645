import { actionSchema } from '../../engine/schema/action.schema';
import { blockSchema } from '../../engine/schema/block-base';
import { closedObject } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

const text = (description: string) => ({ type: 'string', description }) as const;

export const articleSchema = blockSchema({
  type: 'article',
  name: 'an article',
  title: 'Article',
  description:
    "A piece to read, such as a blog post: its title as the page's main heading, a byline and date, a cover picture, the text written in Markdown, and its tags.",
  required: ['title', 'body'],
  properties: {
    back: {
      ...actionSchema,
      description: 'A link above the title, back to where the piece is listed.',
    },
    title: nonEmptyText("The title, the page's main heading."),
    byline: text('Who wrote it, as the line under the title says it, such as "By Aisha Rahman".'),
    date: text(
      "The piece's date as YYYY-MM-DD, written out in the page's language beside the byline.",
    ),
    cover: closedObject({
      required: ['src', 'alt'],
      description:
        'A picture under the byline, cropped to a wide frame; left out when src is empty (a post without a cover).',
      properties: {
        src: text('The picture: an https: address or a path on this site.'),
        alt: text('What the picture shows, for people who cannot see it.'),
      },
    }),
    body: nonEmptyText(
      'The text in Markdown: paragraphs, ## headings, lists, links, quotes, **bold** and *italic*. HTML in it shows as text and is never run; a link only leads to http(s), mailto: or tel: addresses.',
    ),
    tagsLabel: text('What the list of tags is called for screen readers, such as "Tags".'),
    tags: {
      type: 'array',
      items: { type: 'string' },
      maxItems: 8,
      description: 'Words the piece is about, shown as small labels after the text.',
    },
  },
  examples: [
    {
      type: 'article',
      back: { label: 'All posts', to: '/blog' },
      title: 'Ransomware in the Gulf: What Changed in 2024',
      byline: 'By Aisha Rahman',
      date: '2024-11-18',
      body: 'Most attacks began with a stolen password.\n\n## What stopped them\n\n- Multi-factor authentication\n- Offline backups',
      tagsLabel: 'Tags',
      tags: ['security', 'ransomware'],
    },
  ],
});
