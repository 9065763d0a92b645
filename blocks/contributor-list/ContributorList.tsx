import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { avatarColourAt, PersonAvatar } from '../../engine/ui/PersonAvatar';
import { CardList, CardListItem } from '../../engine/ui/CardList';
import { Section, sectionLook } from '../../engine/ui/Section';
import { useNumberFormat } from '../../engine/ui/site-context';
import type { contributorListSchema } from './contributor-list.schema';

export type ContributorListProps = FromSchema<typeof contributorListSchema>;

export function ContributorList(props: ContributorListProps) {
  const { heading, pointsLabel, contributors } = props;
  const pointsFormat = useNumberFormat();
  return (
    <Section {...props}>
      <CardList
        ordered
        label={heading ?? 'Contributors'}
        columns={{ md: Math.min(contributors.length, 3) }}
      >
        {contributors.map((person, index) => (
          <CardListItem key={person.name}>
            <Card
              sx={{
                width: '100%',
                p: 3,
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                color: 'text.primary',
              }}
            >
              <Typography
                component="span"
                sx={{ fontWeight: 800, fontSize: '1.1rem', color: 'primary.dark', minWidth: 28 }}
              >
                #{person.rank ?? index + 1}
              </Typography>
              <PersonAvatar
                name={person.name}
                photo={person.photo}
                colour={avatarColourAt(index)}
              />
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography variant="h3" component={sectionLook(props).headingLevel}>
                  {person.name}
                </Typography>
                <Typography color="text.secondary">{person.role}</Typography>
                <Typography sx={{ mt: 0.5, fontWeight: 700, color: 'secondary.main' }}>
                  {pointsFormat.format(person.points)} {pointsLabel}
                </Typography>
              </Box>
            </Card>
          </CardListItem>
        ))}
      </CardList>
    </Section>
  );
}
