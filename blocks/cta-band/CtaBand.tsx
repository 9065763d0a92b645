import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { ActionRow } from '../../engine/ui/ActionRow';
import { Eyebrow } from '../../engine/ui/Eyebrow';
import { Icon } from '../../engine/ui/icons';
import { isDarkTone, tones } from '../../engine/theme/theme';
import type { ctaBandSchema } from './cta-band.schema';

export type CtaBandProps = FromSchema<typeof ctaBandSchema>;

export function CtaBand({
  id,
  tone,
  icon,
  eyebrow,
  heading,
  text,
  details,
  actions,
}: CtaBandProps) {
  const colours = tones[tone];
  const dark = isDarkTone(tone);
  return (
    <Box
      component="section"
      id={id}
      sx={{ bgcolor: colours.bg, color: colours.fg, py: { xs: 7, md: 9 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        {icon && (
          <Box
            sx={{
              display: 'inline-grid',
              placeItems: 'center',
              width: 56,
              height: 56,
              borderRadius: '50%',
              mb: 2,
              bgcolor: dark ? 'band.tint' : 'primary.main',
              color: dark ? 'band.contrastText' : 'primary.contrastText',
            }}
          >
            <Icon name={icon} />
          </Box>
        )}
        {eyebrow && <Eyebrow tone={tone}>{eyebrow}</Eyebrow>}
        <Typography variant="h2">{heading}</Typography>
        {text && (
          <Typography sx={{ mt: 2, fontSize: '1.1rem', color: colours.muted }}>{text}</Typography>
        )}
        {details && details.length > 0 && (
          <Stack direction="row" sx={{ mt: 3, gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            {details.map((detail) => (
              <Chip
                key={detail}
                label={detail}
                sx={{
                  fontWeight: 600,
                  bgcolor: dark ? 'band.tint' : 'action.selected',
                  color: 'inherit',
                }}
              />
            ))}
          </Stack>
        )}
        <ActionRow actions={actions} mt={4} />
      </Container>
    </Box>
  );
}
