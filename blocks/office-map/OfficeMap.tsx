import MapIcon from '@mui/icons-material/Map';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { FromSchema } from 'json-schema-to-ts';
import { useEffect, useRef, useState } from 'react';
import { ActionButton } from '../../engine/ui/ActionButton';
import { KeepRangesTogether, PhoneLink } from '../../engine/ui/bidi-runs';
import { IconLine } from '../../engine/ui/IconLine';
import { Picture } from '../../engine/ui/Picture';
import { Section, sectionLook } from '../../engine/ui/Section';
import { cardOnBand } from '../../engine/theme/theme';
import { embedMapUrl, mapQuery, openInMapsUrl } from './map-links';
import type { officeMapSchema } from './office-map.schema';

export type OfficeMapProps = FromSchema<typeof officeMapSchema>;

export function OfficeMap(props: OfficeMapProps) {
  const { place, preview, openLabel, loadLabel, loadNote } = props;
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const query = mapQuery(place);
  const { dark, muted, headingLevel } = sectionLook(props);

  // The load button disappears with the click, so focus moves to the map that replaced it.
  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  return (
    <Section {...props}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          // The card is as tall as what it says, its button right under the details: stretched
          // to the map's height, it left a gap above the button as tall as the map.
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
        }}
      >
        <Card
          sx={{
            p: 3,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            ...cardOnBand(dark),
          }}
        >
          <Typography variant="h3" component={headingLevel}>
            {place.name}
          </Typography>
          <IconLine icon="location" iconColour={muted}>
            <Typography>{place.address}</Typography>
          </IconLine>
          {place.phone && (
            <IconLine icon="phone" iconColour={muted}>
              <Typography>
                <PhoneLink phone={place.phone} color="inherit" underline="hover" />
              </Typography>
            </IconLine>
          )}
          {place.hours && (
            <IconLine icon="schedule" iconColour={muted}>
              <Typography>
                <KeepRangesTogether text={place.hours} />
              </Typography>
            </IconLine>
          )}
          <Box sx={{ pt: 1 }}>
            <ActionButton
              action={{ label: openLabel, href: openInMapsUrl(query), variant: 'primary' }}
            />
          </Box>
        </Card>
        <Box
          sx={{
            position: 'relative',
            borderRadius: 4,
            overflow: 'hidden',
            border: 1,
            borderColor: dark ? 'band.border' : 'divider',
            minWidth: 0,
            // A fixed height on phones: an aspect ratio with a minimum height would widen the box.
            height: { xs: 340, md: 'auto' },
            aspectRatio: { md: `${preview.width} / ${preview.height}` },
            bgcolor: 'background.placeholder',
          }}
        >
          {loaded ? (
            <Box
              component="iframe"
              ref={frameRef}
              src={embedMapUrl(query)}
              title={`Map of ${place.name}: ${place.address}`}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          ) : (
            <>
              <Picture
                picture={preview}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  objectFit: 'cover',
                }}
              />
              <Stack
                sx={{
                  position: 'absolute',
                  insetInline: ({ spacing }) => ({ xs: spacing(1.5), sm: spacing(3) }),
                  bottom: ({ spacing }) => ({ xs: spacing(1.5), sm: spacing(3) }),
                  p: 2,
                  gap: 1,
                  alignItems: 'flex-start',
                  bgcolor: ({ palette }) => alpha(palette.background.paper, 0.95),
                  color: 'text.primary',
                  borderRadius: 3,
                  boxShadow: ({ palette }) => `0 8px 24px ${alpha(palette.band.main, 0.16)}`,
                  maxWidth: 460,
                }}
              >
                <Button
                  variant="contained"
                  startIcon={<MapIcon aria-hidden />}
                  onClick={() => setLoaded(true)}
                >
                  {loadLabel}
                </Button>
                {loadNote && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {loadNote}
                  </Typography>
                )}
              </Stack>
            </>
          )}
        </Box>
      </Box>
    </Section>
  );
}
