import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isDarkTone, tones, type Tone } from '../theme/theme';

/** The short line in small capitals above a heading, such as "Why us". */
export function Eyebrow({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Typography
      variant="overline"
      component="p"
      sx={{ color: isDarkTone(tone) ? tones[tone].muted : 'primary.main' }}
    >
      {children}
    </Typography>
  );
}
