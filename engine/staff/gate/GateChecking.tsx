import CodeOffIcon from '@mui/icons-material/CodeOff';
import Box from '@mui/material/Box';
import type { StaffGateCopy } from '../../schema/staff-gate.schema';
import { GateCard } from './GateCard';
import { GateStatus } from './GateStatus';

/**
 * What the gate shows before the app runs: that it is checking the sign-in. A browser that
 * runs no JavaScript would check forever, so it says instead that the dashboard needs it.
 */
export function GateChecking({ copy }: { copy: StaffGateCopy }) {
  return (
    <>
      <noscript>
        <GateCard icon={<CodeOffIcon />} heading={copy.noScript.heading} text={copy.noScript.text}>
          {null}
        </GateCard>
      </noscript>
      <Box sx={{ '@media (scripting: none)': { display: 'none' } }}>
        <GateStatus text={copy.checking} />
      </Box>
    </>
  );
}
