import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ActionButton } from '../../engine/render/ActionButton';
import type { notFoundSchema } from './not-found.schema';

export type NotFoundProps = FromSchema<typeof notFoundSchema>;

export function NotFound({ code, heading, text, action }: NotFoundProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Box component="section" sx={{ bgcolor: 'background.default', py: { xs: 10, md: 16 } }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: '5rem', md: '7rem' },
            fontWeight: 800,
            lineHeight: 1,
            color: 'primary.main',
          }}
        >
          {code}
        </Typography>
        <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {heading}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {text}
          </Typography>
        )}
        <Box sx={{ mt: 4 }}>
          <ActionButton action={action} size="large" />
        </Box>
      </Container>
    </Box>
  );
}
