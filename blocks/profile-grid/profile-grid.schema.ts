import { sectionBlockSchema } from '../../engine/schema/block-base';
import { photoSchema } from '../../engine/schema/photo.schema';
import { closedObject, listOf } from '../../engine/schema/object-shapes';
import { nonEmptyText } from '../../engine/schema/text.schema';

export const profileGridSchema = sectionBlockSchema({
  type: 'profile-grid',
  name: 'a profile grid',
  tone: 'light',
  title: 'Profile grid',
  description: 'People with their portrait, name, role and a short biography.',
  required: ['people'],
  properties: {
    people: listOf(
      closedObject({
        required: ['name', 'role', 'bio'],
        properties: {
          name: nonEmptyText("The person's name; its initials stand in when no portrait loads."),
          role: nonEmptyText('Their job title.'),
          bio: nonEmptyText('A sentence or two about them.'),
          photo: photoSchema,
        },
      }),
      { minItems: 1, maxItems: 12, description: 'The people, one card each.' },
    ),
  },
  examples: [
    {
      type: 'profile-grid',
      heading: 'Leadership',
      people: [
        {
          name: 'Sara Khan',
          role: 'Managing Director',
          bio: 'Twenty years building IT teams across the Gulf.',
        },
      ],
    },
  ],
});
