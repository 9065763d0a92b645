import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { ActionRow } from '../../engine/render/ActionRow';
import type { noticeSchema } from './notice.schema';

export type NoticeProps = FromSchema<typeof noticeSchema>;

const marks = {
  success: { Icon: CheckCircleIcon, color: 'success.main' },
  warning: { Icon: ErrorOutlineIcon, color: 'warning.main' },
} as const;

/** A centred message: a mark, the page's heading, a line of text, and its buttons. */
export function Notice({ id, tone = 'success', heading, text, actions }: NoticeProps) {
  const { Icon, color } = marks[tone];
  return (
    <Box component="section" id={id} sx={{ bgcolor: 'background.default', py: { xs: 10, md: 14 } }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Icon aria-hidden sx={{ fontSize: 64, color }} />
        <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {heading}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {text}
          </Typography>
        )}
        <ActionRow actions={actions} mt={4} />
      </Container>
    </Box>
  );
}
