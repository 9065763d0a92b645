import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FromSchema } from 'json-schema-to-ts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ActionButton } from '../../engine/ui/ActionButton';
import { MessageBand } from '../../engine/ui/MessageBand';
import type { notFoundSchema } from './not-found.schema';

export type NotFoundProps = FromSchema<typeof notFoundSchema>;

export function NotFound({ code, heading, text, action }: NotFoundProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  const mark = (
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
  );
  return (
    <MessageBand mark={mark} heading={heading} text={text} roomMd={16}>
      <Box sx={{ mt: 4 }}>
        <ActionButton action={action} size="large" />
      </Box>
    </MessageBand>
  );
}
