import type { ReactNode } from 'react';
import { useStaffStep } from '../../access/staff-session-context';
import { GateStatus } from '../GateStatus';
import type { StaffGateCopy } from '../../../schema/staff-gate.schema';
import { NoAccess } from './NoAccess';
import { SignInForm } from './SignInForm';
import { StaffAccountBar } from './StaffAccountBar';
import { TotpChallenge } from './TotpChallenge';
import { TotpEnrolment } from './TotpEnrolment';

/**
 * The screen for where the staff session stands; the page's blocks (`children`) only for
 * staff signed in with a second factor (aal2), under the bar of their account.
 */
export function PasswordGateView({ copy, children }: { copy: StaffGateCopy; children: ReactNode }) {
  const state = useStaffStep();
  switch (state.step) {
    case 'checking':
      return <GateStatus text={copy.checking} />;
    case 'signed-out':
      return <SignInForm copy={copy} sessionEnded={state.notice === 'session-ended'} />;
    case 'no-access':
      return <NoAccess copy={copy} email={state.email} />;
    case 'enrol':
      return <TotpEnrolment copy={copy} />;
    case 'challenge':
      return <TotpChallenge copy={copy} factors={state.factors} />;
    case 'staff':
      return (
        <>
          <StaffAccountBar copy={copy} email={state.email} role={state.role} />
          {children}
        </>
      );
  }
}
