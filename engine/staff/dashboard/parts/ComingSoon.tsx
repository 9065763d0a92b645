import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Icon } from '../../../render/icons';
import type { TabItem } from './AdminTabs';

/** The message of a sub-tab that has nothing to show yet. */
export function ComingSoon({ text }: { text: string }) {
  return (
    <Box
      sx={{
        py: { xs: 5, md: 7 },
        px: 2,
        textAlign: 'center',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 4,
        color: 'text.secondary',
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
      }}
    >
      <Icon name="schedule" aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}

/** A sub-tab still to come: its label, and its message in place of content. */
export function comingSoonTab(
  key: string,
  { label, comingSoon }: { label: string; comingSoon: string },
): TabItem {
  return { key, label, render: () => <ComingSoon text={comingSoon} /> };
}
