import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { fillIn } from '../../../locale/format';
import type { StaffRole } from '../../access/staff-role';
import { AccountBar } from '../AccountBar';
import { FactorsDialog } from './FactorsDialog';
import { SignOutButton } from './SignOutButton';
import type { StaffGateCopy } from '../../../schema/staff-gate.schema';

/** Who is signed in, with their authenticator apps and sign-out, above the dashboard. */
export function StaffAccountBar({
  copy,
  email,
  role,
}: {
  copy: StaffGateCopy;
  email: string;
  role: StaffRole;
}) {
  const [factorsOpen, setFactorsOpen] = useState(false);
  const labels = copy.account;
  return (
    <>
      <AccountBar
        label={labels.label}
        who={fillIn(labels.signedInAs, { email })}
        badge={
          <Chip
            size="small"
            label={labels.roles[role]}
            sx={{ fontWeight: 700, bgcolor: 'status.verified.soft', color: 'status.verified.main' }}
          />
        }
        actions={
          <>
            <Button
              variant="outlined"
              size="small"
              startIcon={<PhonelinkLockIcon />}
              onClick={() => setFactorsOpen(true)}
            >
              {labels.factorsLabel}
            </Button>
            <SignOutButton copy={copy} variant="outlined" size="small" />
          </>
        }
      />
      {factorsOpen && <FactorsDialog copy={copy} onClose={() => setFactorsOpen(false)} />}
    </>
  );
}
