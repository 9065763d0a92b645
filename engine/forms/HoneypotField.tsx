import Box from '@mui/material/Box';
import { HONEYPOT_FIELD } from './honeypot';

/**
 * The field people never see and bots fill in. It is moved off screen rather than
 * hidden, since bots skip hidden inputs; screen readers and the keyboard skip it too.
 */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <Box aria-hidden sx={visuallyGone}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </Box>
  );
}

const visuallyGone = {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;
