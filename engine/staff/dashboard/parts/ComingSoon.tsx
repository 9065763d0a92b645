import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Icon } from '../../../ui/icons';
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

interface SubTabWords {
  label: string;
  comingSoon: string;
}

/** The sub-tabs still to come, in order: each its label, and its message in place of content. */
export function comingSoonTabs<K extends string>(
  subTabs: Record<K, SubTabWords>,
  keys: readonly K[],
): TabItem[] {
  return keys.map((key) => {
    const { label, comingSoon } = subTabs[key];
    return { key, label, render: () => <ComingSoon text={comingSoon} /> };
  });
}
