import LogoutIcon from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import { mirroredInRtl } from '../../ui/icons';

/**
 * The sign-out button of a gate, which waits while signing out, and why the last try failed
 * under it (the alert takes a line of its own in the account bar's row).
 */
export function SignOutControl({
  label,
  busy,
  failure,
  onSignOut,
  variant = 'text',
  size,
}: {
  label: string;
  busy: boolean;
  failure: string | null;
  onSignOut: () => void;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<LogoutIcon sx={mirroredInRtl} />}
        onClick={onSignOut}
        disabled={busy}
      >
        {label}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {failure}
        </Alert>
      )}
    </>
  );
}
