import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { avatarColourAt, PersonAvatar } from '../../engine/ui/PersonAvatar';
import { CardList, CardListItem } from '../../engine/ui/CardList';
import { Section, sectionLook } from '../../engine/ui/Section';
import type { profileGridSchema } from './profile-grid.schema';

export type ProfileGridProps = FromSchema<typeof profileGridSchema>;

export function ProfileGrid(props: ProfileGridProps) {
  const { heading, people } = props;
  return (
    <Section {...props}>
      <CardList
        label={heading ?? 'People'}
        columns={{ sm: people.length > 1 ? 2 : 1, md: Math.min(people.length, 3) }}
      >
        {people.map((person, index) => (
          <CardListItem key={person.name}>
            <Card sx={{ width: '100%', p: 3, textAlign: 'center', color: 'text.primary' }}>
              <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
                <PersonAvatar
                  name={person.name}
                  photo={person.photo}
                  colour={avatarColourAt(index)}
                  size={88}
                />
              </Box>
              <Typography variant="h3" component={sectionLook(props).headingLevel}>
                {person.name}
              </Typography>
              <Typography sx={{ mt: 0.5, fontWeight: 700, color: 'primary.dark' }}>
                {person.role}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1.5 }}>
                {person.bio}
              </Typography>
            </Card>
          </CardListItem>
        ))}
      </CardList>
    </Section>
  );
}
