import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  id?: string;
  /** What stands above the heading: an icon, a large code. */
  mark: ReactNode;
  heading: string;
  text?: string;
  /** Space above and below from `md` up, in theme spacing units. */
  roomMd: number;
  /** The way on: buttons under the text. */
  children: ReactNode;
}

/** A page's one centred message, such as a receipt or a not-found notice. */
export function MessageBand({ id, mark, heading, text, roomMd, children }: Props) {
  return (
    <Box
      component="section"
      id={id}
      sx={{ bgcolor: 'background.default', py: { xs: 10, md: roomMd } }}
    >
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        {mark}
        <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {heading}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {text}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
