import LogoutIcon from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { authErrorKind, type AuthErrorKind } from '../../access/auth-error-kind';
import { useStaffSession } from '../../access/staff-session-context';
import type { StaffGateCopy } from '../staff-gate.schema';

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
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<LogoutIcon />}
        onClick={() => void signOut()}
        disabled={busy}
      >
        {copy.signOutLabel}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {copy.messages[failure]}
        </Alert>
      )}
    </>
  );
}
