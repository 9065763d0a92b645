import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { InitialsAvatar } from '../../engine/render/InitialsAvatar';
import { Section } from '../../engine/render/Section';
import { palette } from '../../engine/theme/theme';
import type { profileGridSchema } from './profile-grid.schema';

export type ProfileGridProps = FromSchema<typeof profileGridSchema>;

export function ProfileGrid({ id, eyebrow, heading, subheading, tone, people }: ProfileGridProps) {
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} heading={heading} subheading={subheading}>
      <Box
        component="ul"
        aria-label={heading ?? 'People'}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            sm: people.length > 1 ? 'repeat(2, 1fr)' : '1fr',
            md: `repeat(${Math.min(people.length, 3)}, 1fr)`,
          },
        }}
      >
        {people.map((person, index) => (
          <Box component="li" key={person.name} sx={{ display: 'flex' }}>
            <Card sx={{ width: '100%', p: 3, textAlign: 'center', color: 'text.primary' }}>
              <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
                <InitialsAvatar name={person.name} index={index} size={88} />
              </Box>
              <Typography variant="h3" component={heading ? 'h3' : 'h2'}>
                {person.name}
              </Typography>
              <Typography sx={{ mt: 0.5, fontWeight: 700, color: palette.blueDark }}>
                {person.role}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1.5 }}>
                {person.bio}
              </Typography>
            </Card>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
