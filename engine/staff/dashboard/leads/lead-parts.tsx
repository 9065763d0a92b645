import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { isSitePath } from '../../../leads/lead-format';
import { findUnsafeCharacter } from '../../../schema/safe-text';
import { VisitorText } from './VisitorText';

const breakAnywhere = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

/** The page a lead was sent from: a link when it is a path of this site, text otherwise. */
export function PageLink({ page, newTabHint }: { page: string; newTabHint: string }) {
  // An address reads left to right on an Arabic page too: `/ar/contact`, not `ar/contact/`.
  const address = (
    <Box component="bdi" dir="ltr">
      {page}
    </Box>
  );
  if (!isSitePath(page))
    return (
      <Box component="span" sx={breakAnywhere}>
        {address}
      </Box>
    );
  return (
    <Link href={page} target="_blank" rel="noopener" sx={breakAnywhere}>
      {address}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {newTabHint}
      </Box>
    </Link>
  );
}

// Simple enough to be a mailto: address as it is, with nothing that would add a header.
const MAILABLE = /^[^\s@<>?&#%]+@[^\s@<>?&#%]+$/;
const isMailable = (email: string) => MAILABLE.test(email) && findUnsafeCharacter(email) === null;

/** An email answer: a mailto link when it is a plain address, shown as a visitor's text. */
export function EmailLink({ email }: { email: string }) {
  if (!isMailable(email))
    return (
      <Box component="span" sx={breakAnywhere}>
        <VisitorText text={email} />
      </Box>
    );
  return (
    <Link href={`mailto:${email}`} sx={breakAnywhere}>
      <VisitorText text={email} />
    </Link>
  );
}

/**
 * The button that opens a lead, styled as a link: the sender's name, or their email, as a
 * visitor's text (`label` names it with its controls made visible too).
 */
export function OpenLeadButton({
  text,
  label,
  isNew,
  onOpen,
}: {
  text: string;
  label: string;
  isNew: boolean;
  onOpen: () => void;
}) {
  return (
    <Link
      component="button"
      type="button"
      aria-label={label}
      onClick={onOpen}
      sx={{ ...breakAnywhere, textAlign: 'left', fontWeight: isNew ? 800 : 600 }}
    >
      <VisitorText text={text} />
    </Link>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  // Strings: in `sx`, a 1 would mean 100%.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
