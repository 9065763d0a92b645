import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fillIn } from '../../engine/admin/format';
import type { StaffRole } from '../../engine/auth/staff-role';
import { palette } from '../../engine/theme/theme';
import { FactorsDialog } from './FactorsDialog';
import { SignOutButton } from './SignOutButton';
import type { StaffGateProps } from './StaffGate';

/** Who is signed in, with their authenticator apps and sign-out, above the dashboard. */
export function StaffAccountBar({
  block,
  email,
  role,
}: {
  block: StaffGateProps;
  email: string;
  role: StaffRole;
}) {
  const [factorsOpen, setFactorsOpen] = useState(false);
  const labels = block.account;
  return (
    <Box
      component="section"
      aria-label={labels.label}
      sx={{ bgcolor: palette.mist, pt: { xs: 2, md: 3 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: { xs: 1.5, sm: 2 },
            p: { xs: 1.5, sm: 2 },
            bgcolor: '#FFFFFF',
            border: `1px solid ${palette.line}`,
            borderRadius: 3,
          }}
        >
          <Box sx={{ mr: 'auto', minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <VerifiedUserIcon sx={{ color: palette.teal }} aria-hidden />
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
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {fillIn(labels.signedInAs, { email })}
              </Typography>
              <Chip
                size="small"
                label={labels.roles[role]}
                sx={{ fontWeight: 700, bgcolor: '#E6F4F4', color: '#085F5F' }}
              />
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<PhonelinkLockIcon />}
              onClick={() => setFactorsOpen(true)}
            >
              {labels.factorsLabel}
            </Button>
            <SignOutButton block={block} variant="outlined" size="small" />
          </Box>
        </Box>
      </Container>
      {factorsOpen && <FactorsDialog block={block} onClose={() => setFactorsOpen(false)} />}
    </Box>
  );
}
