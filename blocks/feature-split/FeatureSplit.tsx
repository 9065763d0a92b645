import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { useId } from 'react';
import { ActionButton } from '../../engine/ui/ActionButton';
import { Eyebrow } from '../../engine/ui/Eyebrow';
import { bandSx } from '../../engine/ui/Section';
import { Icon } from '../../engine/ui/icons';
import { Picture } from '../../engine/ui/Picture';
import { SplitColumns } from '../../engine/ui/SplitColumns';
import { asideSizes } from '../../engine/ui/aside-sizes';
import { TickList } from '../../engine/ui/TickList';
import { isDarkTone, tones } from '../../engine/theme/theme';
import type { featureSplitSchema } from './feature-split.schema';
import { DescriptionGrid } from '../../engine/ui/DescriptionGrid';
import { useUi } from '../../engine/ui/site-context';
import { interpolate } from '../../engine/locale/interpolate';

export type FeatureSplitProps = FromSchema<typeof featureSplitSchema>;
type Figure = NonNullable<FeatureSplitProps['figures']>[number];

const splitColumns = '1fr 1fr';

export function FeatureSplit(props: FeatureSplitProps) {
  const { id, tone, eyebrow, heading, text, bullets, figures, image, reverse, actions } = props;
  const headingId = useId();
  const ui = useUi();
  const colours = tones[tone];
  const dark = isDarkTone(tone);
  const hasAside = Boolean(image) || Boolean(figures?.length);
  const aside = hasAside ? (
    <Stack spacing={3} sx={{ order: { md: reverse ? -1 : 0 }, minWidth: 0 }}>
      {image && (
        <Picture
          picture={image}
          sizes={asideSizes(splitColumns)}
          sx={{ width: '100%', height: 'auto', display: 'block' }}
        />
      )}
      {figures && figures.length > 0 && <FigureList figures={figures} tone={tone} />}
    </Stack>
  ) : null;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={bandSx(tone)}>
      <SplitColumns aside={aside} columns={splitColumns}>
        {eyebrow && <Eyebrow tone={tone}>{eyebrow}</Eyebrow>}
        <Typography variant="h2" id={headingId}>
          {heading}
        </Typography>
        {text && (
          <Typography sx={{ mt: 2, fontSize: '1.1rem', color: colours.muted }}>{text}</Typography>
        )}
        {bullets && bullets.length > 0 && (
          <TickList
            items={bullets}
            dark={dark}
            label={interpolate(ui.keyPoints, { heading })}
            mt={3}
          />
        )}
        {actions && actions.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            {actions.map((action, index) => (
              <ActionButton
                key={action.label}
                action={{ variant: index === 0 ? 'primary' : 'outlined', ...action }}
                size="large"
              />
            ))}
          </Stack>
        )}
      </SplitColumns>
    </Box>
  );
}

function FigureList({ figures, tone }: { figures: Figure[]; tone: FeatureSplitProps['tone'] }) {
  const dark = isDarkTone(tone);
  const columns = columnsFor(figures.length);
  return (
    <DescriptionGrid
      sx={{
        gap: 2,
        gridTemplateColumns: {
          xs: figures.length % 2 === 0 ? 'repeat(2, 1fr)' : '1fr',
          sm: `repeat(${columns}, 1fr)`,
        },
      }}
    >
      {figures.map((figure) => (
        <Box
          key={figure.label}
          sx={{
            p: { xs: 2, sm: 3 },
            borderRadius: '16px',
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
            gap: 0.75,
            bgcolor: dark
              ? 'band.tile'
              : tone === 'muted'
                ? 'background.paper'
                : 'background.muted',
            border: 1,
            borderColor: dark ? 'band.border' : 'divider',
          }}
        >
          <Typography
            component="dt"
            sx={{
              fontWeight: 600,
              fontSize: { xs: '0.9rem', sm: '1rem' },
              color: tones[tone].muted,
            }}
          >
            {figure.label}
          </Typography>
          <Box component="dd" sx={{ m: 0, color: dark ? 'highlight.main' : 'primary.main' }}>
            {figure.icon && <Icon name={figure.icon} sx={{ display: 'block', mb: 1 }} />}
            <Typography
              component="span"
              sx={{
                display: 'block',
                fontSize: { xs: '1.4rem', sm: '1.75rem', md: columns === 3 ? '1.6rem' : '2rem' },
                fontWeight: 800,
                lineHeight: 1.1,
              }}
            >
              {figure.value}
            </Typography>
          </Box>
        </Box>
      ))}
    </DescriptionGrid>
  );
}

/** Two figures a row, or three when there are exactly three, so none is left alone. */
function columnsFor(count: number): number {
  return count === 1 ? 1 : count === 3 ? 3 : 2;
}
