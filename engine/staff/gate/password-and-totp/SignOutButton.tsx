import LogoutIcon from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { authErrorKind, type AuthErrorKind } from '../../engine/auth/auth-error-kind';
import { useStaffSession } from '../../engine/auth/staff-session-context';
import type { StaffGateProps } from './StaffGate';

/** Ends the session; the gate returns to sign-in by itself. Says so when that failed. */
export function SignOutButton({
  block,
  variant = 'text',
  size,
}: {
  block: StaffGateProps;
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
        {block.signOutLabel}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {block.messages[failure]}
        </Alert>
      )}
    </>
  );
}
