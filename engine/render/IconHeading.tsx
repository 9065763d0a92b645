import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { IconName } from '../schema/icon-names';
import { Icon } from './icons';

interface Props {
  /** Shown in a rounded tile before the heading; no tile without it. */
  icon?: IconName;
  /** On a dark band the tile is a light tint. */
  dark: boolean;
  /** The tile's fill and the icon's colour on light bands. */
  colours?: { soft: string; main: string };
  level: 'h2' | 'h3';
  /** Lets a list under the heading name itself after it. */
  id?: string;
  children: ReactNode;
}

/** A card's heading with its icon in a tile before it, as checklists and comparisons have. */
export function IconHeading({ icon, dark, colours = primaryColours, level, id, children }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {icon && (
        <Box
          sx={{
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            bgcolor: dark ? 'band.tint' : colours.soft,
            color: dark ? 'band.contrastText' : colours.main,
          }}
        >
          <Icon name={icon} />
        </Box>
      )}
      <Typography variant="h3" component={level} id={id}>
        {children}
      </Typography>
    </Box>
  );
}

const primaryColours = { soft: 'primary.soft', main: 'primary.main' };
