import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FromSchema } from 'json-schema-to-ts';
import { ActionRow } from '../../engine/ui/ActionRow';
import { GridList } from '../../engine/ui/GridList';
import { interpolate } from '../../engine/locale/interpolate';
import { Icon } from '../../engine/ui/icons';
import { Section, sectionLook } from '../../engine/ui/Section';
import { bandOverlay } from '../../engine/theme/theme';
import { useUi } from '../../engine/ui/site-context';
import type { processStepsSchema } from './process-steps.schema';

export type ProcessStepsProps = FromSchema<typeof processStepsSchema>;

const markerSize = 56;

/**
 * A step: its marker beside its text on phones, above it on wide screens, and a line from
 * its marker to the next one's (down on phones, across on wide screens) unless it is the last.
 */
const stepSx = (last: boolean, dark: boolean): SxProps<Theme> => ({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gridTemplateColumns: { xs: `${markerSize}px 1fr`, md: '1fr' },
  columnGap: 2.5,
  rowGap: 2,
  pb: { xs: last ? 0 : 4, md: 0 },
  textAlign: { xs: 'left', md: 'center' },
  '&::before': last
    ? undefined
    : {
        content: '""',
        position: 'absolute',
        bgcolor: dark ? bandOverlay(0.22) : 'divider',
        left: { xs: markerSize / 2 - 1, md: `calc(50% + ${markerSize / 2 + 8}px)` },
        top: { xs: markerSize + 8, md: markerSize / 2 - 1 },
        width: { xs: 2, md: `calc(100% - ${markerSize + 16}px + 24px)` },
        height: { xs: `calc(100% - ${markerSize + 16}px)`, md: 2 },
      },
});

export function ProcessSteps(props: ProcessStepsProps) {
  const { heading, items, actions } = props;
  const { dark, muted, headingLevel } = sectionLook(props);
  const ui = useUi();
  const count = interpolate(ui.steps, { count: String(items.length) });
  return (
    <Section {...props}>
      <GridList
        ordered
        label={heading ? `${heading}: ${count}` : count}
        gap={{ xs: 0, md: 3 }}
        columns={{ xs: '1fr', md: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
        {items.map((step, index) => (
          <Box component="li" key={step.title} sx={stepSx(index === items.length - 1, dark)}>
            <Box
              aria-hidden
              sx={{
                width: markerSize,
                height: markerSize,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                mx: { md: 'auto' },
                fontSize: '1.35rem',
                fontWeight: 800,
                bgcolor: dark ? 'band.contrastText' : 'primary.main',
                color: dark ? 'band.main' : 'primary.contrastText',
                boxShadow: dark ? 'none' : ({ palette }) => `0 0 0 6px ${palette.primary.soft}`,
              }}
            >
              {step.icon ? <Icon name={step.icon} /> : index + 1}
            </Box>
            <Box>
              <Typography
                variant="overline"
                component="p"
                sx={{ color: dark ? muted : 'primary.main', lineHeight: 1.6 }}
              >
                {interpolate(ui.step, { number: String(index + 1) })}
                {step.duration && <> · {step.duration}</>}
              </Typography>
              <Typography variant="h3" component={headingLevel} sx={{ mb: 1 }}>
                {step.title}
              </Typography>
              <Typography sx={{ color: muted }}>{step.description}</Typography>
            </Box>
          </Box>
        ))}
      </GridList>
      <ActionRow actions={actions} mt={6} />
    </Section>
  );
}
