import { actionSchema } from '../../engine/schema/action.schema';
import { sectionBlockSchema } from '../../engine/schema/block-base';
import { figureSchema } from '../../engine/schema/figure.schema';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const caseStudySchema = sectionBlockSchema({
  type: 'case-study',
  name: 'a case study',
  tone: 'muted',
  title: 'Case study',
  description:
    'A success story: who the client is, what they faced, what was done and what it achieved, with an optional quote.',
  required: ['client', 'title', 'challenge', 'solution', 'results'],
  properties: {
    client: nonEmptyText('Who the work was for, such as "Commercial tower developer".'),
    sector: { type: 'string', description: "The client's line of business." },
    location: { type: 'string', description: 'Where the work was done.' },
    title: nonEmptyText("The story's headline."),
    challenge: nonEmptyText('The problem the client had.'),
    solution: nonEmptyText('What was done about it.'),
    scope: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      maxItems: 6,
      description: 'What the solution included, as short points.',
    },
    results: listOf(
      figureSchema({ value: 'The figure, such as 40%.', label: 'What changed by that much.' }),
      { minItems: 1, maxItems: 4, description: 'What it achieved, as headline figures.' },
    ),
    quote: closedObject({
      description: 'Words from the client.',
      required: ['text', 'name'],
      properties: {
        text: nonEmptyText('The quote itself.'),
        name: nonEmptyText('Who said it.'),
        role: { type: 'string', description: 'Their job title and organisation.' },
      },
    }),
    action: { ...actionSchema, description: 'A button under the story.' },
  },
  examples: [
    {
      type: 'case-study',
      eyebrow: 'Case study',
      client: 'Logistics company, 120 staff',
      sector: 'Logistics',
      location: 'Jebel Ali',
      title: 'From weekly outages to a quiet network',
      challenge: 'An ageing network dropped the warehouse scanners several times a week.',
      solution: 'A new wired core, Wi-Fi 6 across the warehouse and round-the-clock monitoring.',
      results: [
        { value: '99.9%', label: 'uptime since go-live' },
        { value: '0', label: 'scanner outages in six months' },
      ],
    },
  ],
});
