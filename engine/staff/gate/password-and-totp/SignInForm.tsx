import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { authErrorKind, type AuthErrorKind } from '../../access/auth-error-kind';
import { useStaffSession } from '../../access/staff-session-context';
import { GateCard } from '../GateCard';
import type { StaffGateCopy } from '../../../schema/staff-gate.schema';

/** Email and password. A signed-in session moves the gate on by itself. */
export function SignInForm({ copy, sessionEnded }: { copy: StaffGateCopy; sessionEnded: boolean }) {
  const { client } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthErrorKind | null>(null);
  const labels = copy.signIn;

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    const { error } = await client.auth.signInWithPassword({
      email: String(form.get('email')).trim(),
      password: String(form.get('password')),
    });
    if (error) {
      setFailure(authErrorKind(error));
      setBusy(false);
    }
  }

  return (
    <GateCard icon={<LockOutlinedIcon />} heading={labels.heading} text={labels.text}>
      {sessionEnded && !failure && <Alert severity="warning">{copy.messages.sessionEnded}</Alert>}
      {failure && <Alert severity="error">{copy.messages[failure]}</Alert>}
      <form onSubmit={signIn} style={{ display: 'grid', gap: 16 }}>
        <TextField
          name="email"
          type="email"
          label={labels.emailLabel}
          autoComplete="username"
          required
          size="medium"
        />
        <TextField
          name="password"
          type="password"
          label={labels.passwordLabel}
          autoComplete="current-password"
          required
          size="medium"
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? labels.busyLabel : labels.submitLabel}
        </Button>
      </form>
    </GateCard>
  );
}
