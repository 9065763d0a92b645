import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, keyframes, type Theme } from '@mui/material/styles';
import type { FromSchema } from 'json-schema-to-ts';
import { isSafeImageUrl } from '../../engine/schema/field-rules';
import { FormView } from '../../engine/forms/FormView';
import { ActionRow } from '../../engine/ui/ActionRow';
import { Picture, type PictureData } from '../../engine/ui/Picture';
import { SplitColumns } from '../../engine/ui/SplitColumns';
import { heroColumns, heroPictureSizes } from './hero-layout';
import type { heroSchema } from './hero.schema';
import {
  cssString,
  typewriterFrames,
  typewriterKeyframes,
  type TypewriterTiming,
} from './typewriter';
import { useUi } from '../../engine/ui/site-context';

export type HeroProps = FromSchema<typeof heroSchema>;

const blink = keyframes`50% { opacity: 0; }`;

/** A blue glow from the top right, over navy that lightens towards the bottom. */
const heroBackground = ({ palette }: Theme) =>
  `radial-gradient(1200px 500px at 85% -10%, ${alpha(palette.primary.main, 0.45)}, transparent 60%), linear-gradient(160deg, ${palette.band.dark}, ${palette.band.main} 60%, ${palette.band.light})`;

export function Hero(props: HeroProps) {
  const ui = useUi();
  const { id, badge, title, titleAfter, subtitle, intro, highlights, actions, form, image } = props;
  const aside = form ? <HeroForm {...form} /> : image ? <HeroImage {...image} /> : null;
  return (
    <Box
      component="section"
      id={id}
      sx={{
        color: 'band.contrastText',
        background: heroBackground,
        py: { xs: 7, md: 11 },
      }}
    >
      <SplitColumns aside={aside} columns={heroColumns}>
        {badge && (
          <Chip
            label={badge}
            sx={{ mb: 3, bgcolor: 'band.tint', color: 'band.contrastText', fontWeight: 700 }}
          />
        )}
        <Typography variant="h1">
          {title}
          {props.typedWords && (
            <>
              {' '}
              <TypedWord words={props.typedWords} timing={props.typing} />
            </>
          )}
          {titleAfter && <> {titleAfter}</>}
        </Typography>
        {subtitle && (
          <Typography
            sx={{
              mt: 3,
              fontSize: { xs: '1.05rem', md: '1.2rem' },
              color: 'band.lead',
              maxWidth: 640,
            }}
          >
            {subtitle}
          </Typography>
        )}
        {intro && (
          <Typography sx={{ mt: 2, color: 'band.muted', maxWidth: 640 }}>{intro}</Typography>
        )}
        {highlights && highlights.length > 0 && (
          <Box
            component="ul"
            aria-label={ui.highlights}
            sx={{
              mt: 4,
              p: 0,
              mb: 0,
              // On a phone the figures share one row, and four are two rows of two at
              // every width, so none is left alone on a row of its own; wider screens
              // wrap other counts freely.
              display: highlights.length === 4 ? 'grid' : { xs: 'grid', sm: 'flex' },
              flexWrap: 'wrap',
              // Columns as wide as their figures, so a long one ("Thu 3-5 PM") fits.
              gridTemplateColumns: `repeat(${highlights.length === 4 ? 2 : highlights.length}, auto)`,
              justifyContent: 'space-between',
              columnGap: { xs: 2, sm: 5 },
              rowGap: { xs: 2, sm: 3 },
            }}
          >
            {highlights.map((item) => (
              <Box component="li" key={item.label} sx={{ listStyle: 'none', minWidth: 0 }}>
                <Typography
                  sx={{
                    fontSize: { xs: '1.35rem', sm: '1.75rem' },
                    fontWeight: 800,
                    color: 'highlight.main',
                    // On a phone a long figure may break at a space rather than overflow.
                    whiteSpace: { xs: 'normal', sm: 'nowrap' },
                  }}
                >
                  {item.value}
                </Typography>
                <Typography sx={{ color: 'band.muted', fontSize: '0.95rem' }}>
                  {item.label}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <ActionRow actions={actions} mt={4} align="start" />
      </SplitColumns>
    </Box>
  );
}

function TypedWord({ words, timing }: { words: string[]; timing: TypewriterTiming }) {
  return (
    // A phrase wider than the whole line (Arabic's on a narrow phone) wraps inside the cell
    // rather than pushing the page sideways; one that fits keeps to one line.
    <Box component="span" sx={{ display: 'inline-grid' }}>
      {/* Screen readers hear the full list once instead of every keystroke. */}
      <Box component="span" sx={visuallyHidden}>
        {words.join(', ')}
      </Box>
      {/* Room for the widest word and the cursor, in one grid cell with the typing: the
          heading breaks its lines the same way whatever is typed, so nothing below moves. */}
      {words.map((word) => (
        <Box
          key={word}
          component="span"
          aria-hidden
          sx={{
            gridArea: '1 / 1',
            visibility: 'hidden',
            paddingInlineEnd: '0.14em',
            '&::after': { content: cssString(word) },
          }}
        />
      ))}
      <Box component="span" aria-hidden sx={{ gridArea: '1 / 1' }}>
        <TypedLetters words={words} timing={timing} />
        <Cursor />
      </Box>
    </Box>
  );
}

/** The browser types the word (CSS keyframes), so it needs no script. */
function TypedLetters({ words, timing }: { words: string[]; timing: TypewriterTiming }) {
  const { frames, duration } = typewriterFrames(words, timing);
  const typing = keyframes`${typewriterKeyframes(frames, duration)}`;
  return (
    <Box
      component="span"
      data-testid="typed-word"
      sx={{
        color: 'highlight.main',
        '&::after': {
          content: cssString(words[0] ?? ''),
          animation: `${typing} ${duration}ms step-end infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
      }}
    />
  );
}

function Cursor() {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        width: '0.08em',
        height: '0.9em',
        ml: '0.06em',
        bgcolor: 'highlight.main',
        verticalAlign: '-0.08em',
        animation: `${blink} 1s step-end infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}

function HeroForm({ id, title, subtitle, form }: NonNullable<HeroProps['form']>) {
  return (
    <Paper id={id} elevation={0} sx={{ p: { xs: 3, md: 4 }, borderRadius: 4, scrollMarginTop: 96 }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.5rem' }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      <Box sx={{ mt: subtitle ? 0 : 3 }}>
        <FormView form={form} />
      </Box>
    </Paper>
  );
}

function HeroImage(image: NonNullable<HeroProps['image']>) {
  const { src, fallbackSrc, width, height } = image as PictureData & typeof image;
  // Record data may carry any URL; only https: and site paths are ever loaded.
  const safeSrc = isSafeImageUrl(src) ? src : fallbackSrc;
  if (!safeSrc) return null;
  // Illustrations are shown whole; photos fill the frame.
  const illustration = /\.svg$/i.test(new URL(safeSrc, 'https://site.invalid').pathname);
  return (
    <Picture
      picture={{ ...image, src: safeSrc }}
      sizes={heroPictureSizes}
      first
      sx={{
        width: '100%',
        height: 'auto',
        ...(width && height ? { aspectRatio: `${width} / ${height}` } : {}),
        objectFit: illustration ? 'contain' : 'cover',
        borderRadius: 4,
        display: 'block',
        // Top-aligned, so it stays put when the web font arrives and the text beside it rewraps.
        alignSelf: 'start',
      }}
    />
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
