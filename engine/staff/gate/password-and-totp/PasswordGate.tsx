import { browserStaffSession } from '../../engine/auth/browser-staff-session';
import { StaffSessionProvider } from '../../engine/auth/staff-session-context';
import type { StaffGateProps } from './StaffGate';
import { StaffGateView } from './StaffGateView';

/** The gate over this browser tab's staff session. */
export default function LoadedStaffGate({ block }: { block: StaffGateProps }) {
  return (
    <StaffSessionProvider session={browserStaffSession()}>
      <StaffGateView block={block} />
    </StaffSessionProvider>
  );
}
