import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Factor } from '@supabase/supabase-js';
import { useCallback, useEffect, useId, useState } from 'react';
import { fillIn } from '../../../locale/format';
import { useStaffFormat } from '../../tools/use-staff-format';
import { authErrorKind, type AuthErrorKind } from '../../access/auth-error-kind';
import { useStaffSession } from '../../access/staff-session-context';
import type { StaffGateCopy } from '../../../schema/staff-gate.schema';

/**
 * The staff member's authenticator apps, each removable after a confirmation. Removing
 * one changes what the session is worth, so the session is renewed afterwards: without
 * an app left, the gate asks to set one up again.
 */
export function FactorsDialog({ copy, onClose }: { copy: StaffGateCopy; onClose: () => void }) {
  const session = useStaffSession();
  const { client } = session;
  const titleId = useId();
  const labels = copy.factors;
  const format = useStaffFormat();
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [confirming, setConfirming] = useState<Factor | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthErrorKind | null>(null);

  const list = useCallback(
    () =>
      client.auth.mfa.listFactors().then(({ data, error }) => {
        if (error) setFailure(authErrorKind(error));
        else setFactors(data.totp);
      }),
    [client],
  );

  useEffect(() => {
    void list();
  }, [list]);

  async function remove(factor: Factor) {
    setBusy(true);
    setFailure(null);
    const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    if (error) setFailure(authErrorKind(error));
    else {
      setConfirming(null);
      await session.reload();
      await list();
    }
    setBusy(false);
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {labels.title}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{labels.text}</Typography>
        {failure && <Alert severity="error">{copy.messages[failure]}</Alert>}
        {factors === null && !failure && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography color="text.secondary">{labels.loading}</Typography>
          </Box>
        )}
        {factors && (
          <Box
            component="ul"
            aria-label={labels.title}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {factors.map((factor) => {
              const name = factor.friendly_name ?? copy.enrol.friendlyName;
              return (
                <Box
                  component="li"
                  key={factor.id}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1.5,
                    p: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                  }}
                >
                  <PhonelinkLockIcon sx={{ color: 'primary.dark' }} aria-hidden />
                  <Box sx={{ mr: 'auto', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {fillIn(labels.addedOn, { date: format.date(factor.created_at) })}
                    </Typography>
                  </Box>
                  {confirming?.id === factor.id ? (
                    <Alert severity="warning" sx={{ flexBasis: '100%' }}>
                      {fillIn(labels.confirmText, { name })}
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                        <Button
                          color="error"
                          variant="contained"
                          size="small"
                          disabled={busy}
                          autoFocus
                          onClick={() => void remove(factor)}
                        >
                          {labels.confirmLabel}
                        </Button>
                        <Button
                          color="inherit"
                          size="small"
                          disabled={busy}
                          onClick={() => setConfirming(null)}
                        >
                          {labels.cancelLabel}
                        </Button>
                      </Box>
                    </Alert>
                  ) : (
                    <Button
                      color="error"
                      variant="outlined"
                      size="small"
                      aria-label={`${labels.removeLabel}: ${name}`}
                      onClick={() => setConfirming(factor)}
                    >
                      {labels.removeLabel}
                    </Button>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{labels.closeLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
