import type { ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { authErrorKind, type AuthErrorKind } from '../../access/auth-error-kind';
import { useStaffSession } from '../../access/staff-session-context';
import { SignOutControl } from '../SignOutControl';
import type { StaffGateCopy } from '../../../schema/staff-gate.schema';

/** Ends the session; the gate returns to sign-in by itself. Says so when that failed. */
export function SignOutButton({
  copy,
  variant = 'text',
  size,
}: {
  copy: StaffGateCopy;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const session = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthErrorKind | null>(null);

  async function signOut() {
    setBusy(true);
    setFailure(null);
    const error = await session.signOut();
    if (error) setFailure(authErrorKind(error));
    setBusy(false);
  }

  return (
    <SignOutControl
      label={copy.signOutLabel}
      busy={busy}
      failure={failure && copy.messages[failure]}
      onSignOut={() => void signOut()}
      variant={variant}
      size={size}
    />
  );
}
