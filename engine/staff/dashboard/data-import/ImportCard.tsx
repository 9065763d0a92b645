import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame both ways of importing share: a titled card with a line of explanation. */
export function ImportCard({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card
      sx={{
        p: { xs: 2.5, md: 3 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
        alignContent: 'start',
      }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {children}
    </Card>
  );
}
