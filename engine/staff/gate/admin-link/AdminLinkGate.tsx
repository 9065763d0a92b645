import CloudOffIcon from '@mui/icons-material/CloudOff';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fillIn } from '../../tools/format';
import {
  checkServerStaffSession,
  signOutOfServer,
  useServerStaffSession,
} from '../../access/server-staff-session';
import { AccountBar } from '../AccountBar';
import { GateCard } from '../GateCard';
import { GateStatus } from '../GateStatus';
import type { StaffGateCopy } from '../staff-gate.schema';
import type { GateProps } from '../StaffGate';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Staff access with the site's own server: an admin link signs this browser in. Without
 * a session it says how to get one and shows nothing else; with one, the page's blocks
 * under a bar to sign out.
 */
export default function AdminLinkGate({ copy, children }: GateProps) {
  const state = useServerStaffSession();
  const { search } = useLocation();
  const texts = copy.adminLink;
  switch (state.step) {
    case 'checking':
      return <GateStatus text={copy.checking} />;
    case 'signed-out':
      return (
        <GateCard
          icon={<KeyIcon />}
          heading={texts.heading}
          text={new URLSearchParams(search).get('link') === 'used' ? texts.linkUsed : texts.text}
        >
          {null}
        </GateCard>
      );
    case 'unreachable':
      return (
        <GateCard icon={<CloudOffIcon />} heading={texts.heading} text={texts.unreachable}>
          <Box>
            <Button variant="contained" onClick={() => void checkServerStaffSession()}>
              {texts.retryLabel}
            </Button>
          </Box>
        </GateCard>
      );
    case 'staff':
      return (
        <>
          <ServerAccountBar copy={copy} expiresAt={state.expiresAt} />
          {children}
        </>
      );
  }
}

function ServerAccountBar({ copy, expiresAt }: { copy: StaffGateCopy; expiresAt: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const ends = new Date(expiresAt);
  const signOut = async () => {
    setBusy(true);
    setFailed(!(await signOutOfServer()));
    setBusy(false);
  };
  return (
    <AccountBar
      label={copy.account.label}
      who={fillIn(copy.adminLink.signedIn, {
        time: Number.isNaN(ends.getTime()) ? '' : timeFormat.format(ends),
      })}
      actions={
        <>
          <Button
            variant="outlined"
            size="small"
            startIcon={<LogoutIcon />}
            onClick={() => void signOut()}
            disabled={busy}
          >
            {copy.signOutLabel}
          </Button>
          {failed && (
            <Alert severity="error" sx={{ flexBasis: '100%' }}>
              {copy.adminLink.unreachable}
            </Alert>
          )}
        </>
      }
    />
  );
}
