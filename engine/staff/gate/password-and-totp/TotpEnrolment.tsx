import QrCode2Icon from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { authErrorKind, type AuthErrorKind } from '../../access/auth-error-kind';
import { enrolTotp, type TotpEnrolment as Enrolment } from '../../access/enrol-totp';
import { useStaffSession } from '../../access/staff-session-context';
import { CodeForm } from './CodeForm';
import { GateCard } from '../GateCard';
import { SignOutButton } from './SignOutButton';
import type { StaffGateCopy } from '../../../schema/staff-gate.schema';

// Authenticator apps ignore the spaces; people copying the key by eye need them.
const groupsOfFour = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

type Progress = { enrolment: Enrolment } | { failure: AuthErrorKind } | null;

/** Sets up an authenticator app: its QR code (or key), then a first code from it. */
export function TotpEnrolment({ copy }: { copy: StaffGateCopy }) {
  const { client } = useStaffSession();
  const [progress, setProgress] = useState<Progress>(null);
  const labels = copy.enrol;

  const enrol = useCallback(() => {
    void enrolTotp(client, { friendlyName: labels.friendlyName, issuer: labels.issuer }).then(
      ({ enrolment, error }) =>
        setProgress(enrolment ? { enrolment } : { failure: authErrorKind(error) }),
    );
  }, [client, labels.friendlyName, labels.issuer]);

  // Once per screen: a second enrolment would leave the first one's QR code useless.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    enrol();
  }, [enrol]);

  return (
    <GateCard icon={<QrCode2Icon />} heading={labels.heading} text={labels.text}>
      {progress === null && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography color="text.secondary">{labels.preparing}</Typography>
        </Box>
      )}
      {progress && 'failure' in progress && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setProgress(null);
                enrol();
              }}
            >
              {labels.retryLabel}
            </Button>
          }
        >
          {copy.messages[progress.failure]}
        </Alert>
      )}
      {progress && 'enrolment' in progress && (
        <>
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: 'center',
              gap: 3,
            }}
          >
            <Box
              component="img"
              src={progress.enrolment.qrCode}
              alt={labels.qrAlt}
              width={176}
              height={176}
              sx={{
                flexShrink: 0,
                p: 1,
                // A QR code needs a white quiet zone whatever the theme's paper is.
                bgcolor: 'common.white',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
              }}
            />
            <Box sx={{ minWidth: 0, display: 'grid', gap: 1, width: '100%' }}>
              <Typography variant="body2" color="text.secondary">
                {labels.secretLabel}
              </Typography>
              <Box
                component="code"
                sx={{
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                  fontSize: '0.95rem',
                  bgcolor: 'background.muted',
                  borderRadius: 1,
                  px: 1.5,
                  py: 1,
                  overflowWrap: 'anywhere',
                  userSelect: 'all',
                }}
              >
                {groupsOfFour(progress.enrolment.secret)}
              </Box>
            </Box>
          </Box>
          <CodeForm copy={copy} factorId={progress.enrolment.factorId} />
        </>
      )}
      <Box>
        <SignOutButton copy={copy} />
      </Box>
    </GateCard>
  );
}
