import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import type { FromSchema } from 'json-schema-to-ts';
import { useState } from 'react';
import { Section } from '../../engine/ui/Section';
import { BrandLogo } from '../../engine/ui/BrandLogo';
import type { logoStripSchema } from './logo-strip.schema';
import { bandOverlay, isDarkTone } from '../../engine/theme/theme';
import { useUi } from '../../engine/ui/site-context';

export type LogoStripProps = FromSchema<typeof logoStripSchema>;
type Look = LogoStripProps['look'];

const slide = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;
const reducedMotion = '@media (prefers-reduced-motion: reduce)';
const secondsPerItem = 3.5;
const itemGap = { xs: 1.5, sm: 2 };

/**
 * The strip is laid out, and its logos fetched, only as it nears the screen: a phone
 * would otherwise fetch logos thousands of pixels down while the page's first view loads.
 * Until then it holds the height of one row (and the pause button) measured at 390 and
 * 1280 px; once shown, the browser remembers its real height.
 */
function drawnNearTheScreen(loop: boolean, look: Look) {
  const row = look === 'chips' ? { xs: 42, sm: 42 } : { xs: 48, sm: 66 };
  const pauseRow = loop ? 47 : 0;
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: {
      xs: `auto ${row.xs + pauseRow}px`,
      sm: `auto ${row.sm + pauseRow}px`,
    },
  };
}

export function LogoStrip(props: LogoStripProps) {
  const { heading, tone, items, look, loop, label } = props;
  const dark = isDarkTone(tone);
  const listLabel = label ?? heading;
  return (
    <Section {...props}>
      <Box sx={drawnNearTheScreen(Boolean(loop), look)}>
        {loop ? (
          <Marquee items={items} look={look} dark={dark} listLabel={listLabel} />
        ) : (
          <NameList items={items} look={look} dark={dark} label={listLabel} wrap />
        )}
      </Box>
    </Section>
  );
}

interface ListProps {
  items: string[];
  look: Look;
  dark: boolean;
}

function Marquee({ items, look, dark, listLabel }: ListProps & { listLabel?: string }) {
  const [paused, setPaused] = useState(false);
  const ui = useUi();
  return (
    <Box>
      <Box
        sx={{
          overflow: 'hidden',
          // Only the mask's opacity counts: the names fade in and out at the edges.
          maskImage: 'linear-gradient(90deg, transparent, black 8%, black 92%, transparent)',
          [reducedMotion]: { maskImage: 'none' },
        }}
      >
        <Box
          data-testid="logo-strip-track"
          sx={{
            display: 'flex',
            width: 'max-content',
            animation: `${slide} ${items.length * secondsPerItem}s linear infinite`,
            animationPlayState: paused ? 'paused' : 'running',
            '&:hover, &:focus-within': { animationPlayState: 'paused' },
            [reducedMotion]: { animation: 'none', width: 'auto' },
          }}
        >
          <NameList items={items} look={look} dark={dark} label={listLabel} />
          {/* The second copy makes the loop seamless; assistive technology skips it. */}
          <NameList items={items} look={look} dark={dark} duplicate />
        </Box>
      </Box>
      <Box sx={{ mt: 2, textAlign: 'center', [reducedMotion]: { display: 'none' } }}>
        <Button
          size="small"
          variant="text"
          color="inherit"
          aria-pressed={paused}
          startIcon={paused ? <PlayArrowIcon aria-hidden /> : <PauseIcon aria-hidden />}
          onClick={() => setPaused((value) => !value)}
          sx={{ fontWeight: 600, opacity: 0.9 }}
        >
          {paused ? ui.playScrolling : ui.pauseScrolling}
        </Button>
      </Box>
    </Box>
  );
}

interface NameListProps extends ListProps {
  label?: string;
  /** Wraps onto several centred lines instead of one long row. */
  wrap?: boolean;
  duplicate?: boolean;
}

function NameList({ items, look, dark, label, wrap = false, duplicate = false }: NameListProps) {
  return (
    <Box
      component="ul"
      aria-label={duplicate ? undefined : label}
      aria-hidden={duplicate || undefined}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        gap: itemGap,
        flexWrap: wrap ? 'wrap' : 'nowrap',
        justifyContent: wrap ? 'center' : 'flex-start',
        // Trailing space equal to the gap keeps the seam between the two copies even.
        pr: wrap ? 0 : itemGap,
        ...(wrap
          ? {}
          : {
              [reducedMotion]: duplicate
                ? { display: 'none' }
                : { flexWrap: 'wrap', justifyContent: 'center', pr: 0 },
            }),
      }}
    >
      {items.map((name) =>
        look === 'chips' ? (
          <NameChip key={name} name={name} dark={dark} />
        ) : (
          <LogoTile key={name} brand={name} dark={dark} />
        ),
      )}
    </Box>
  );
}

/** A brand's logo on a white tile, the same size for every brand. */
function LogoTile({ brand, dark }: { brand: string; dark: boolean }) {
  return (
    <Box
      component="li"
      sx={{
        flexShrink: 0,
        px: { xs: 1, sm: 1.5 },
        py: { xs: 0.5, sm: 0.75 },
        borderRadius: 3,
        border: 1,
        borderColor: dark ? bandOverlay(0.18) : 'divider',
        bgcolor: 'common.white',
      }}
    >
      <BrandLogo brand={brand} />
    </Box>
  );
}

function NameChip({ name, dark }: { name: string; dark: boolean }) {
  return (
    <Box
      component="li"
      sx={{
        flexShrink: 0,
        px: 2.5,
        py: 1,
        borderRadius: 999,
        fontWeight: 800,
        fontSize: '1rem',
        letterSpacing: '0.02em',
        whiteSpace: 'nowrap',
        bgcolor: dark ? 'band.tint' : 'primary.soft',
        color: dark ? 'band.contrastText' : 'primary.dark',
        border: 1,
        borderColor: dark ? bandOverlay(0.2) : 'primary.softBorder',
      }}
    >
      {name}
    </Box>
  );
}
