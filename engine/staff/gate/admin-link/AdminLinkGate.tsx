import CloudOffIcon from '@mui/icons-material/CloudOff';
import KeyIcon from '@mui/icons-material/Key';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { mirroredInRtl } from '../../../ui/icons';
import { fillIn } from '../../../locale/format';
import { useStaffFormat } from '../../tools/use-staff-format';
import {
  checkServerStaffSession,
  signOutOfServer,
  useServerStaffSession,
} from '../../access/server-staff-session';
import { AccountBar } from '../AccountBar';
import { GateCard } from '../GateCard';
import { GateStatus } from '../GateStatus';
import { SignOutControl } from '../SignOutControl';
import type { StaffGateCopy } from '../../../schema/staff-gate.schema';
import type { GateProps } from '../gate-props';

/**
 * Staff access with the site's own server: an admin link signs this browser in. Opened,
 * the link shows one button that signs in with it; without a session the gate says how to
 * get a link and shows nothing else; with one, the page's blocks under a bar to sign out.
 */
export default function AdminLinkGate({ copy, children }: GateProps) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (params.has('token')) return <LinkSignIn copy={copy} />;
  return (
    <SessionGate copy={copy} linkUsed={params.get('link') === 'used'}>
      {children}
    </SessionGate>
  );
}

/**
 * An opened admin link: a form posted back to the link's own address. Only this
 * deliberate press uses the link up, never a mail scanner or a link preview that merely
 * opens it; the server answers with the session and the dashboard's clean address.
 */
function LinkSignIn({ copy }: Pick<GateProps, 'copy'>) {
  const texts = copy.adminLink;
  return (
    <GateCard icon={<KeyIcon />} heading={texts.heading} text={texts.linkText}>
      <Box component="form" method="post">
        <Button type="submit" variant="contained" startIcon={<LoginIcon sx={mirroredInRtl} />}>
          {texts.linkLabel}
        </Button>
      </Box>
    </GateCard>
  );
}

function SessionGate({
  copy,
  linkUsed,
  children,
}: Pick<GateProps, 'copy' | 'children'> & { linkUsed: boolean }) {
  const state = useServerStaffSession();
  const texts = copy.adminLink;
  switch (state.step) {
    case 'checking':
      return <GateStatus text={copy.checking} />;
    case 'signed-out':
      return (
        <GateCard
          icon={<KeyIcon />}
          heading={texts.heading}
          text={linkUsed ? texts.linkUsed : texts.text}
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
  const format = useStaffFormat();
  const signOut = async () => {
    setBusy(true);
    setFailed(!(await signOutOfServer()));
    setBusy(false);
  };
  return (
    <AccountBar
      label={copy.account.label}
      who={fillIn(copy.adminLink.signedIn, {
        time: Number.isNaN(Date.parse(expiresAt)) ? '' : format.dayAndTime(expiresAt),
      })}
      actions={
        <SignOutControl
          label={copy.signOutLabel}
          busy={busy}
          failure={failed ? copy.adminLink.unreachable : null}
          onSignOut={() => void signOut()}
          variant="outlined"
          size="small"
        />
      }
    />
  );
}
