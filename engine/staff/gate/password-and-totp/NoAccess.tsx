import BlockIcon from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import { fillIn } from '../../engine/admin/format';
import { GateCard } from './GateCard';
import { SignOutButton } from './SignOutButton';
import type { StaffGateProps } from './StaffGate';

/** Signed in, but not as staff: nothing to do here but sign out. */
export function NoAccess({ block, email }: { block: StaffGateProps; email: string }) {
  return (
    <GateCard
      icon={<BlockIcon />}
      heading={block.noAccess.heading}
      text={fillIn(block.noAccess.text, { email })}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SignOutButton block={block} variant="contained" />
      </Box>
    </GateCard>
  );
}
