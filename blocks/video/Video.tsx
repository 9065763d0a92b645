import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { FromSchema } from 'json-schema-to-ts';
import { useState } from 'react';
import { normaliseVideoId } from '../../engine/schema/field-rules';
import { Section } from '../../engine/ui/Section';
import type { videoSchema } from './video.schema';
import { useUi } from '../../engine/ui/site-context';
import { interpolate } from '../../engine/locale/interpolate';

export type VideoProps = FromSchema<typeof videoSchema>;

export function Video(props: VideoProps) {
  const ui = useUi();
  const { videoId, title } = props;
  const [playing, setPlaying] = useState(false);
  // Only a real YouTube id ever reaches the frame's address.
  const safeId = normaliseVideoId(videoId);
  if (!safeId) return null;
  return (
    <Section {...props}>
      <Box
        sx={{
          position: 'relative',
          maxWidth: 880,
          mx: 'auto',
          aspectRatio: '16 / 9',
          borderRadius: 4,
          overflow: 'hidden',
          bgcolor: 'band.dark',
        }}
      >
        {playing ? (
          <Box
            component="iframe"
            src={`https://www.youtube-nocookie.com/embed/${safeId}?autoplay=1&rel=0`}
            title={title}
            allow="accelerometer; autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : (
          <ButtonBase
            onClick={() => setPlaying(true)}
            aria-label={interpolate(ui.playVideo, { title })}
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              color: 'band.contrastText',
              background: ({ palette }) =>
                `radial-gradient(600px 300px at 30% 20%, ${alpha(palette.primary.main, 0.5)}, transparent 70%), ${palette.band.main}`,
            }}
          >
            <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, px: 3 }}>
              <Box
                sx={{
                  width: 76,
                  height: 76,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <PlayArrow sx={{ fontSize: 44 }} />
              </Box>
              <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{title}</Typography>
              <Typography variant="body2" sx={{ color: 'band.muted' }}>
                Plays from YouTube; nothing loads from YouTube until you press play.
              </Typography>
            </Box>
          </ButtonBase>
        )}
      </Box>
    </Section>
  );
}
