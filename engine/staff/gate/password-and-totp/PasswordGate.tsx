import { browserStaffSession } from '../../access/browser-staff-session';
import { StaffSessionProvider } from '../../access/staff-session-context';
import type { GateProps } from '../gate-props';
import { PasswordGateView } from './PasswordGateView';

/** Sign-in with a password and an authenticator app, over this browser tab's staff session. */
export default function PasswordGate({ copy, children }: GateProps) {
  return (
    <StaffSessionProvider session={browserStaffSession()}>
      <PasswordGateView copy={copy}>{children}</PasswordGateView>
    </StaffSessionProvider>
  );
}
