import { useStaffStep } from '../../engine/auth/staff-session-context';
import { GateStatus } from './GateStatus';
import { NoAccess } from './NoAccess';
import { SignInForm } from './SignInForm';
import { StaffAccountBar } from './StaffAccountBar';
import type { StaffGateProps } from './StaffGate';
import { TotpChallenge } from './TotpChallenge';
import { TotpEnrolment } from './TotpEnrolment';

/** The screen for where the staff session stands. */
export function StaffGateView({ block }: { block: StaffGateProps }) {
  const state = useStaffStep();
  switch (state.step) {
    case 'checking':
      return <GateStatus text={block.checking} />;
    case 'signed-out':
      return <SignInForm block={block} sessionEnded={state.notice === 'session-ended'} />;
    case 'no-access':
      return <NoAccess block={block} email={state.email} />;
    case 'enrol':
      return <TotpEnrolment block={block} />;
    case 'challenge':
      return <TotpChallenge block={block} factors={state.factors} />;
    case 'staff':
      return <StaffAccountBar block={block} email={state.email} role={state.role} />;
  }
}
