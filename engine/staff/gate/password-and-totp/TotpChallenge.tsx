import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Factor } from '@supabase/supabase-js';
import { useState } from 'react';
import { CodeForm } from './CodeForm';
import { GateCard } from '../GateCard';
import { SignOutButton } from './SignOutButton';
import type { StaffGateCopy } from '../../../schema/staff-gate.schema';

/** The second step of signing in: a code from an authenticator app the staff member set up. */
export function TotpChallenge({ copy, factors }: { copy: StaffGateCopy; factors: Factor[] }) {
  const [factorId, setFactorId] = useState(factors[0]?.id ?? '');
  const labels = copy.challenge;
  return (
    <GateCard icon={<PhonelinkLockIcon />} heading={labels.heading} text={labels.text}>
      {factors.length > 1 && (
        <TextField
          select
          label={labels.factorLabel}
          value={factorId}
          onChange={(event) => setFactorId(event.target.value)}
          size="medium"
        >
          {factors.map((factor) => (
            <MenuItem key={factor.id} value={factor.id}>
              {factor.friendly_name ?? copy.enrol.friendlyName}
            </MenuItem>
          ))}
        </TextField>
      )}
      <CodeForm key={factorId} copy={copy} factorId={factorId} />
      <Box>
        <SignOutButton copy={copy} />
      </Box>
    </GateCard>
  );
}
