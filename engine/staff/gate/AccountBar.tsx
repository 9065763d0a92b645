import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StaffLanguageLinks } from './StaffLanguageLinks';

/** The strip above the dashboard that says who is signed in, with their actions. */
export function AccountBar({
  label,
  who,
  badge,
  actions,
}: {
  label: string;
  who: string;
  badge?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ bgcolor: 'background.muted', pt: { xs: 2, md: 3 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: { xs: 1.5, sm: 2 },
            p: { xs: 1.5, sm: 2 },
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
          }}
        >
          <Box sx={{ mr: 'auto', minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <VerifiedUserIcon sx={{ color: 'secondary.main' }} aria-hidden />
            <Box
              sx={{
                minWidth: 0,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1,
                rowGap: 0.5,
              }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{who}</Typography>
              {badge}
            </Box>
          </Box>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 } }}
          >
            <StaffLanguageLinks />
            {actions}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
