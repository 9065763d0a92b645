import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { IconName } from '../schema/icon-names';
import { Icon } from './icons';
import { IconTile, type TileColours } from './IconTile';

interface Props {
  /** Shown in a rounded tile before the heading; no tile without it. */
  icon?: IconName;
  /** On a dark band the tile is a light tint. */
  dark: boolean;
  /** The tile's fill and the icon's colour on light bands. */
  colours?: TileColours;
  level: 'h2' | 'h3';
  /** Lets a list under the heading name itself after it. */
  id?: string;
  children: ReactNode;
}

/** A card's heading with its icon in a tile before it, as checklists and comparisons have. */
export function IconHeading({ icon, dark, colours, level, id, children }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {icon && (
        <IconTile size={44} radius={3} dark={dark} colours={colours}>
          <Icon name={icon} />
        </IconTile>
      )}
      <Typography variant="h3" component={level} id={id}>
        {children}
      </Typography>
    </Box>
  );
}
