import Typography from '@mui/material/Typography';

/** The line shown where a list has no items. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Typography
      sx={{
        py: 5,
        px: 2,
        textAlign: 'center',
        color: 'text.secondary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 4,
      }}
    >
      {text}
    </Typography>
  );
}
