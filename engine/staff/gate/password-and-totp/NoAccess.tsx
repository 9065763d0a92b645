import BlockIcon from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import { fillIn } from '../../../locale/format';
import { GateCard } from '../GateCard';
import { SignOutButton } from './SignOutButton';
import type { StaffGateCopy } from '../../../schema/staff-gate.schema';

/** Signed in, but not as staff: nothing to do here but sign out. */
export function NoAccess({ copy, email }: { copy: StaffGateCopy; email: string }) {
  return (
    <GateCard
      icon={<BlockIcon />}
      heading={copy.noAccess.heading}
      text={fillIn(copy.noAccess.text, { email })}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SignOutButton copy={copy} variant="contained" />
      </Box>
    </GateCard>
  );
}
