import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { authErrorKind, type AuthErrorKind } from '../../access/auth-error-kind';
import { useStaffSession } from '../../access/staff-session-context';
import type { StaffGateCopy } from '../../../schema/staff-gate.schema';

const sixDigits = /^\d{6}$/;

/**
 * The six-digit code from an authenticator app, checked against a fresh challenge of the
 * factor. A verified code raises the session to aal2, which moves the gate on by itself.
 */
export function CodeForm({ copy, factorId }: { copy: StaffGateCopy; factorId: string }) {
  const { client } = useStaffSession();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthErrorKind | 'invalid' | null>(null);
  const labels = copy.code;

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sixDigits.test(code)) {
      setFailure('invalid');
      return;
    }
    setBusy(true);
    setFailure(null);
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
    if (error) {
      setFailure(authErrorKind(error));
      setCode('');
      setBusy(false);
    }
  }

  const message = failure === 'invalid' ? labels.invalid : failure && copy.messages[failure];
  return (
    <form onSubmit={verify} noValidate style={{ display: 'grid', gap: 16 }}>
      {message && <Alert severity="error">{message}</Alert>}
      <TextField
        name="code"
        label={labels.label}
        helperText={labels.helperText}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
        autoComplete="one-time-code"
        required
        size="medium"
        error={failure === 'invalid' || failure === 'wrongCode'}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]{6}',
            maxLength: 6,
            style: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? labels.busyLabel : labels.submitLabel}
      </Button>
    </form>
  );
}
