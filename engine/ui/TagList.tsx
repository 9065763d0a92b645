import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface Props {
  tags: readonly string[];
  /** The list's name for screen readers ("Tags"), where the page names it. */
  label?: string | undefined;
  /** Smaller, for a card in a list of them. */
  dense?: boolean;
  sx?: SxProps<Theme>;
}

/** A post's tags as a row of soft pills; nothing when it has none. */
export function TagList({ tags, label, dense = false, sx = [] }: Props) {
  const shown = tags.filter((tag) => tag.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={[
        { listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: dense ? 0.75 : 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {shown.map((tag) => (
        <Box
          component="li"
          key={tag}
          sx={{
            px: dense ? 1.25 : 1.5,
            py: dense ? 0.25 : 0.5,
            borderRadius: 4,
            bgcolor: 'action.hover',
            border: 1,
            borderColor: 'divider',
            fontSize: dense ? '0.8rem' : '0.875rem',
          }}
        >
          {tag}
        </Box>
      ))}
    </Box>
  );
}
