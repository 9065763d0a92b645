import { sectionBlockSchema } from '../../engine/schema/block-base';
import { photoSchema } from '../../engine/schema/photo.schema';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const contributorListSchema = sectionBlockSchema({
  type: 'contributor-list',
  name: 'a contributor list',
  tone: 'muted',
  title: 'Contributor list',
  description: 'A leaderboard of people: rank, portrait, name, role and points.',
  required: ['contributors'],
  properties: {
    pointsLabel: {
      type: 'string',
      minLength: 1,
      default: 'points',
      description: 'The word after each score.',
    },
    contributors: listOf(
      closedObject({
        required: ['name', 'role', 'points'],
        properties: {
          name: nonEmptyText("The person's name; its initials stand in when no portrait loads."),
          role: nonEmptyText('What they do, such as "Network Engineer".'),
          points: { type: 'integer', minimum: 0, description: 'Their score.' },
          photo: photoSchema,
          rank: {
            type: 'integer',
            minimum: 1,
            description: 'Their place on the board; their position in the list when left out.',
          },
        },
      }),
      { minItems: 1, maxItems: 12, description: 'The people on the board, top first.' },
    ),
  },
  examples: [
    {
      type: 'contributor-list',
      heading: 'Top Contributors',
      contributors: [
        { name: 'Aisha Rahman', role: 'Security Analyst', points: 1280 },
        { name: 'Omar Haddad', role: 'Network Engineer', points: 1105 },
      ],
    },
  ],
});
