import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { IconName } from '../schema/icon-names';
import { Icon } from './icons';

interface Props {
  icon: IconName;
  /** The icon's colour: the band's muted text colour, as a rule. */
  iconColour: string;
  /** The text, in the Typography that suits the place. */
  children: ReactNode;
}

/** A line of text after a small icon: an address, a phone number, opening hours. */
export function IconLine({ icon, iconColour, children }: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
      <Icon name={icon} fontSize="small" sx={{ mt: '3px', color: iconColour }} />
      {children}
    </Box>
  );
}
