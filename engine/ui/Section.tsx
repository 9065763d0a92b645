import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isDarkTone, tones, type Tone } from '../theme/theme';
import { Eyebrow } from './Eyebrow';
import { allBandsShownAttribute } from './bands';

interface Props {
  id?: string;
  tone?: Tone;
  eyebrow?: string;
  heading?: string;
  subheading?: string;
  /** Heading level: h1 for a page's first section, h2 below. */
  level?: 'h1' | 'h2';
  children: ReactNode;
}

/**
 * The box of a band of the page: its tone's colours, its padding, room for the sticky header
 * when a link scrolls to it. A band is laid out and painted only as it nears the screen
 * (`content-visibility: auto`): a long page's first layout covers its first screen, not
 * every band below it, and the pictures of bands far below wait until the reader comes near
 * them. Until then a band counts as 640 px tall; once shown, as tall as it was. A jump within
 * the page lays out every band first (bands.ts).
 */
export const bandSx = (tone: Tone) => ({
  bgcolor: tones[tone].bg,
  color: tones[tone].fg,
  py: { xs: 7, md: 10 },
  scrollMarginTop: 80,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 640px',
  [`html[${allBandsShownAttribute}] &`]: { contentVisibility: 'visible' },
});

/**
 * A full-width band with an optional centred heading; every section block uses it, handing
 * it its own props (`<Section {...props}>`): it takes the id, tone and heading from them.
 */
export function Section({
  id,
  tone = 'light',
  eyebrow,
  heading,
  subheading,
  level = 'h2',
  children,
}: Props) {
  const colours = tones[tone];
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={heading && id ? `${id}-heading` : undefined}
      sx={bandSx(tone)}
    >
      <Container maxWidth="lg">
        {(eyebrow || heading || subheading) && (
          <Box sx={{ textAlign: 'center', maxWidth: 760, mx: 'auto', mb: { xs: 4, md: 6 } }}>
            {eyebrow && <Eyebrow tone={tone}>{eyebrow}</Eyebrow>}
            {heading && (
              <Typography
                variant={level === 'h1' ? 'h1' : 'h2'}
                component={level}
                id={id ? `${id}-heading` : undefined}
              >
                {heading}
              </Typography>
            )}
            {subheading && (
              <Typography sx={{ mt: 2, fontSize: '1.1rem', color: colours.muted }}>
                {subheading}
              </Typography>
            )}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  );
}

/** How the contents of a section block look on its band. */
export interface SectionLook {
  /** The band is dark: light text, tinted tiles and cards. */
  dark: boolean;
  /** The colour of secondary text on the band. */
  muted: string;
  /** Headings inside the section: under its heading, or in its place when it has none. */
  headingLevel: 'h2' | 'h3';
}

/** The look of a section block's contents, from the props it hands to `<Section>`. */
export function sectionLook({
  tone = 'light',
  heading,
}: Pick<Props, 'tone' | 'heading'>): SectionLook {
  return { dark: isDarkTone(tone), muted: tones[tone].muted, headingLevel: heading ? 'h3' : 'h2' };
}
